import Foundation

/// Shared with the widget extension through the folder's target membership.
struct Forecast: Codable, Sendable {
    var high: Double
    var low: Double
}
