import Foundation

/// The stations on the commuter line. The app and the widget extension both compile this file; the
/// widget's station picker (`SelectStationIntent`) adds the App Intents conformance in the extension.
enum Station: String, Codable, CaseIterable, Identifiable, Sendable {
    case harbourfront
    case millbrookRoad = "millbrook-road"
    case centralJunction = "central-junction"
    case northgate

    var id: String { rawValue }

    var name: String {
        switch self {
        case .harbourfront: "Harbourfront"
        case .millbrookRoad: "Millbrook Road"
        case .centralJunction: "Central Junction"
        case .northgate: "Northgate"
        }
    }

    /// Opens the station's board in the app (`commute://station/central-junction`).
    var url: URL {
        URL(string: "commute://station/\(rawValue)")!
    }
}
