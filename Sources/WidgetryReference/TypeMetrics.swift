import Foundation

/// The published metrics of one text style at one Dynamic Type size.
public struct TypeMetrics: Sendable, Hashable {
    /// The font's point size.
    public let pointSize: Double
    /// The line height (baseline to baseline) in points, as the HIG publishes it ("Leading").
    public let leading: Double

    /// Metrics with the given point size and leading.
    public init(pointSize: Double, leading: Double) {
        self.pointSize = pointSize
        self.leading = leading
    }
}
