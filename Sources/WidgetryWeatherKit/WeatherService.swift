import Foundation
import WidgetryCoreLocation

/// Apple's weather service, as WeatherKit's `WeatherService`. WeatherKit needs Apple's servers and the
/// app's signed entitlement, which Linux has neither of: every request throws
/// ``WeatherError/unavailable`` ("WeatherKit is unavailable in Widgetry; supply fixture data"), as a
/// request fails offline on a device, so the widget shows its error or placeholder state.
public final class WeatherService: Sendable {
    /// The shared service.
    public static let shared = WeatherService()
    /// A service.
    public init() {}

    /// The weather at `location`: throws ``WeatherError/unavailable``.
    public func weather(for location: CLLocation) async throws -> Weather { throw WeatherError.unavailable }

    /// The attribution the app must show: Apple Weather's name and legal page.
    public var attribution: WeatherAttribution {
        get async throws { WeatherAttribution() }
    }
}

/// Why a weather request failed.
public enum WeatherError: Error, LocalizedError, Sendable {
    /// Every request here.
    case unavailable
    public var errorDescription: String? { "WeatherKit is unavailable in Widgetry; supply fixture data" }
}


/// Apple Weather's attribution, as `WeatherAttribution`.
public struct WeatherAttribution: Sendable {
    /// The service's name.
    public let serviceName = "Apple Weather"
    /// Apple Weather's legal attribution page (https://developer.apple.com/weatherkit/data-source-attribution/).
    public let legalPageURL = URL(string: "https://weatherkit.apple.com/legal-attribution.html")!
}

/// A place's weather, as WeatherKit's `Weather`.
public struct Weather: Sendable {
    /// Now.
    public var currentWeather: CurrentWeather
    /// Hour by hour.
    public var hourlyForecast: Forecast<HourWeather>
    /// Day by day.
    public var dailyForecast: Forecast<DayWeather>
    /// A weather of these parts (for fixtures and previews).
    public init(currentWeather: CurrentWeather, hourlyForecast: Forecast<HourWeather>, dailyForecast: Forecast<DayWeather>) {
        self.currentWeather = currentWeather; self.hourlyForecast = hourlyForecast; self.dailyForecast = dailyForecast
    }
}

/// A sequence of forecast periods, as WeatherKit's `Forecast`.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    /// The periods.
    public var forecast: [Element]
    /// A forecast of `forecast`.
    public init(_ forecast: [Element]) { self.forecast = forecast }
    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
}

/// The conditions now, as WeatherKit's `CurrentWeather`.
public struct CurrentWeather: Sendable {
    public var date: Date
    public var temperature: Measurement<UnitTemperature>
    public var apparentTemperature: Measurement<UnitTemperature>
    public var condition: WeatherCondition
    public var symbolName: String
    /// 0…1.
    public var humidity: Double
    public var wind: Wind
    public var uvIndex: UVIndex
    public var isDaylight: Bool
    /// Rain or snow now, as a rate.
    public var precipitationIntensity: Measurement<UnitSpeed>
    /// 0…1.
    public var cloudCover: Double
    public var visibility: Measurement<UnitLength>
    public var pressure: Measurement<UnitPressure>
    public var dewPoint: Measurement<UnitTemperature>
    public init(date: Date, temperature: Measurement<UnitTemperature>, apparentTemperature: Measurement<UnitTemperature>,
                condition: WeatherCondition, symbolName: String, humidity: Double, wind: Wind, uvIndex: UVIndex, isDaylight: Bool,
                precipitationIntensity: Measurement<UnitSpeed> = Measurement(value: 0, unit: .metersPerSecond), cloudCover: Double = 0,
                visibility: Measurement<UnitLength> = Measurement(value: 10, unit: .kilometers),
                pressure: Measurement<UnitPressure> = Measurement(value: 1013.25, unit: .hectopascals),
                dewPoint: Measurement<UnitTemperature> = Measurement(value: 10, unit: .celsius)) {
        self.date = date; self.temperature = temperature; self.apparentTemperature = apparentTemperature; self.condition = condition
        self.symbolName = symbolName; self.humidity = humidity; self.wind = wind; self.uvIndex = uvIndex; self.isDaylight = isDaylight
        self.precipitationIntensity = precipitationIntensity; self.cloudCover = cloudCover; self.visibility = visibility
        self.pressure = pressure; self.dewPoint = dewPoint
    }
}

/// One hour's forecast, as WeatherKit's `HourWeather`.
public struct HourWeather: Sendable {
    public var date: Date
    public var temperature: Measurement<UnitTemperature>
    public var condition: WeatherCondition
    public var symbolName: String
    /// 0…1.
    public var precipitationChance: Double
    /// 0…1.
    public var humidity: Double
    public var apparentTemperature: Measurement<UnitTemperature>
    public var wind: Wind
    public var uvIndex: UVIndex
    public var isDaylight: Bool
    /// 0…1.
    public var cloudCover: Double
    public init(date: Date, temperature: Measurement<UnitTemperature>, condition: WeatherCondition, symbolName: String, precipitationChance: Double,
                humidity: Double = 0.5, apparentTemperature: Measurement<UnitTemperature>? = nil,
                wind: Wind = Wind(speed: Measurement(value: 0, unit: .metersPerSecond), direction: Measurement(value: 0, unit: .degrees)),
                uvIndex: UVIndex = UVIndex(value: 0), isDaylight: Bool = true, cloudCover: Double = 0) {
        self.date = date; self.temperature = temperature; self.condition = condition; self.symbolName = symbolName
        self.precipitationChance = precipitationChance; self.humidity = humidity
        self.apparentTemperature = apparentTemperature ?? temperature; self.wind = wind; self.uvIndex = uvIndex
        self.isDaylight = isDaylight; self.cloudCover = cloudCover
    }
}

/// One day's forecast, as WeatherKit's `DayWeather`.
public struct DayWeather: Sendable {
    public var date: Date
    public var highTemperature: Measurement<UnitTemperature>
    public var lowTemperature: Measurement<UnitTemperature>
    public var condition: WeatherCondition
    public var symbolName: String
    /// 0…1.
    public var precipitationChance: Double
    /// The day's sunrise, sunset and twilights.
    public var sun: SunEvents
    /// The moon's phase and rise and set.
    public var moon: MoonEvents
    public init(date: Date, highTemperature: Measurement<UnitTemperature>, lowTemperature: Measurement<UnitTemperature>,
                condition: WeatherCondition, symbolName: String, precipitationChance: Double, sun: SunEvents = SunEvents(),
                moon: MoonEvents = MoonEvents(phase: .new)) {
        self.date = date; self.highTemperature = highTemperature; self.lowTemperature = lowTemperature; self.condition = condition
        self.symbolName = symbolName; self.precipitationChance = precipitationChance; self.sun = sun; self.moon = moon
    }
}

/// A day's solar events, as WeatherKit's `SunEvents`: each nil where it does not happen (polar day and night).
public struct SunEvents: Sendable, Hashable {
    public var astronomicalDawn: Date?
    public var nauticalDawn: Date?
    public var civilDawn: Date?
    public var sunrise: Date?
    public var solarNoon: Date?
    public var sunset: Date?
    public var civilDusk: Date?
    public var nauticalDusk: Date?
    public var astronomicalDusk: Date?
    public var solarMidnight: Date?
    /// Events at these moments (for fixtures and previews).
    public init(astronomicalDawn: Date? = nil, nauticalDawn: Date? = nil, civilDawn: Date? = nil, sunrise: Date? = nil, solarNoon: Date? = nil,
                sunset: Date? = nil, civilDusk: Date? = nil, nauticalDusk: Date? = nil, astronomicalDusk: Date? = nil, solarMidnight: Date? = nil) {
        self.astronomicalDawn = astronomicalDawn; self.nauticalDawn = nauticalDawn; self.civilDawn = civilDawn; self.sunrise = sunrise
        self.solarNoon = solarNoon; self.sunset = sunset; self.civilDusk = civilDusk; self.nauticalDusk = nauticalDusk
        self.astronomicalDusk = astronomicalDusk; self.solarMidnight = solarMidnight
    }
}

/// A day's lunar events, as WeatherKit's `MoonEvents`.
public struct MoonEvents: Sendable, Hashable {
    public var phase: MoonPhase
    public var moonrise: Date?
    public var moonset: Date?
    /// Events of a phase (for fixtures and previews).
    public init(phase: MoonPhase, moonrise: Date? = nil, moonset: Date? = nil) {
        self.phase = phase; self.moonrise = moonrise; self.moonset = moonset
    }
}

/// The moon's phase, as WeatherKit's `MoonPhase`, with the SF Symbol WeatherKit names for each.
public enum MoonPhase: String, Sendable, Hashable, CaseIterable, Codable {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent

    /// The phase's name, as WeatherKit describes it.
    public var description: String {
        switch self {
        case .new: "New"
        case .waxingCrescent: "Waxing Crescent"
        case .firstQuarter: "First Quarter"
        case .waxingGibbous: "Waxing Gibbous"
        case .full: "Full"
        case .waningGibbous: "Waning Gibbous"
        case .lastQuarter: "Last Quarter"
        case .waningCrescent: "Waning Crescent"
        }
    }

    /// The phase's SF Symbol (`moonphase.waxing.crescent`, …).
    public var symbolName: String {
        switch self {
        case .new: "moonphase.new.moon"
        case .waxingCrescent: "moonphase.waxing.crescent"
        case .firstQuarter: "moonphase.first.quarter"
        case .waxingGibbous: "moonphase.waxing.gibbous"
        case .full: "moonphase.full.moon"
        case .waningGibbous: "moonphase.waning.gibbous"
        case .lastQuarter: "moonphase.last.quarter"
        case .waningCrescent: "moonphase.waning.crescent"
        }
    }

    /// The phase's name, for `Text`.
    public var accessibilityDescription: String { description }
}

/// Wind, as WeatherKit's `Wind`.
public struct Wind: Sendable {
    public var speed: Measurement<UnitSpeed>
    public var direction: Measurement<UnitAngle>
    public init(speed: Measurement<UnitSpeed>, direction: Measurement<UnitAngle>) { self.speed = speed; self.direction = direction }
}

/// The UV index, as WeatherKit's `UVIndex`.
public struct UVIndex: Sendable {
    public var value: Int
    public init(value: Int) { self.value = value }
}

/// A weather condition, as WeatherKit's `WeatherCondition`.
public enum WeatherCondition: String, CaseIterable, Sendable {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle, freezingRain,
         frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms, mostlyClear, mostlyCloudy,
         partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries, sunShowers,
         thunderstorms, tropicalStorm, windy, wintryMix
    /// The condition in words ("Partly Cloudy"), from the case name.
    public var description: String {
        rawValue.reduce(into: "") { text, character in
            if character.isUppercase { text += " " }
            text.append(text.isEmpty ? Character(character.uppercased()) : character)
        }
    }
    /// The condition in words, as `accessibilityDescription`.
    public var accessibilityDescription: String { description }
}
