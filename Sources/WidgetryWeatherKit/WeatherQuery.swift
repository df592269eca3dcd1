import Foundation
import WidgetryCoreLocation

/// What part of the weather a request asks for, as WeatherKit's `WeatherQuery` (`.current`, `.hourly`,
/// `.daily(startDate:endDate:)`): a provider that asks for only what it shows passes these to
/// ``WeatherService/weather(for:including:)``. Here every request throws ``WeatherError/unavailable``, so the
/// query's only job is to give the call the type Apple's gives it.
public struct WeatherQuery<T>: Sendable {
    /// The data set's name and, for forecasts, the range asked for.
    let dataSet: String
    let range: ClosedRange<Date>?
}

extension WeatherQuery where T == CurrentWeather {
    /// The conditions now.
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery(dataSet: "current", range: nil) }
}

extension WeatherQuery where T == Forecast<HourWeather> {
    /// The next 25 hours, hour by hour (WeatherKit's default range).
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery(dataSet: "hourly", range: nil) }
    /// The hours from `startDate` to `endDate`.
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> {
        WeatherQuery(dataSet: "hourly", range: min(startDate, endDate)...max(startDate, endDate))
    }
}

extension WeatherQuery where T == Forecast<DayWeather> {
    /// The next 10 days, day by day (WeatherKit's default range).
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery(dataSet: "daily", range: nil) }
    /// The days from `startDate` to `endDate`.
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> {
        WeatherQuery(dataSet: "daily", range: min(startDate, endDate)...max(startDate, endDate))
    }
}

extension WeatherService {
    /// One part of the weather at `location` (`including: .current`): throws ``WeatherError/unavailable``, as a request
    /// does on a device without network.
    public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
        throw WeatherError.unavailable
    }

    /// Two parts of the weather at `location` in one request (`including: .current, .daily`).
    public func weather<T1, T2>(for location: CLLocation, including dataSet1: WeatherQuery<T1>,
                                _ dataSet2: WeatherQuery<T2>) async throws -> (T1, T2) {
        throw WeatherError.unavailable
    }

    /// Three parts of the weather at `location` in one request.
    public func weather<T1, T2, T3>(for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
                                    _ dataSet3: WeatherQuery<T3>) async throws -> (T1, T2, T3) {
        throw WeatherError.unavailable
    }
}
