// Shared app code and a provider as real extensions write them: Combine, Observation, OSLog,
// CoreLocation, URLSession without FoundationNetworking, app-group defaults. Swift 5 language mode.
import Combine
import CoreLocation
import Foundation
import Observation
// `import OSLog` as written cannot be offered under that module name (docs/compatibility.md); the
// logging API itself is Widgetry's.
import WidgetryOSLog
import SwiftUI
import WidgetKit

private let logger = Logger(subsystem: "com.example.weather", category: "widget")

struct Forecast: Codable, Hashable {
    var city: String
    var temperature: Double
    var condition: String
}

final class ForecastStore: ObservableObject {
    @Published var forecast = Forecast(city: "Lisbon", temperature: 21.5, condition: "Sunny")
    var cancellables = Set<AnyCancellable>()
    let updates = PassthroughSubject<Forecast, Never>()

    init() {
        updates.sink { [weak self] in self?.forecast = $0 }.store(in: &cancellables)
    }
}

@Observable final class UnitsSettings {
    var usesCelsius = true
}

struct WeatherClient {
    var session = URLSession.shared
    let home = CLLocation(latitude: 38.7223, longitude: -9.1393)

    func request(for location: CLLocation) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://api.example.com/forecast?lat=\(location.coordinate.latitude)&lon=\(location.coordinate.longitude)")!)
        request.timeoutInterval = 5
        return request
    }
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let forecast: Forecast
}

struct WeatherProvider: TimelineProvider {
    let defaults = UserDefaults(suiteName: "group.com.example.weather")

    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(timeIntervalSince1970: 1_780_000_000), forecast: Forecast(city: "Lisbon", temperature: 21.5, condition: "Sunny"))
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        logger.info("snapshot for \(context.family.rawValue, privacy: .public)")
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let city = defaults?.string(forKey: "city") ?? "Lisbon"
        let entry = WeatherEntry(date: Date(timeIntervalSince1970: 1_780_000_000), forecast: Forecast(city: city, temperature: 19, condition: "Cloudy"))
        completion(Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(1_800))))
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.forecast.city).font(.headline)
                Text(entry.forecast.temperature, format: .number.precision(.fractionLength(0)))
                    .font(.system(size: 40, weight: .semibold))
                Text(LocalizedStringResource("Feels fine"))
            }
            .containerBackground(for: .widget) { Color.blue.opacity(0.2) }
        }
        .supportedFamilies([.systemSmall])
    }
}

/// Other bundles' widgets listed through their body, and a widget behind `if #available`.
struct WeatherBundle: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
        if #available(iOS 17.0, *) {
            CountdownWidget()
        }
    }
}

struct AllWidgets: WidgetBundle {
    var body: some Widget {
        WeatherBundle().body
        CountdownWidget()
    }
}
