import Foundation

/// How an outline is stroked: width, line ends, corners and dashes, as Core Graphics and SwiftUI's
/// `StrokeStyle` describe them.
public struct StrokeOptions: Sendable, Hashable {
    /// The shape at the ends of open lines and dashes.
    public enum LineCap: Sendable, Hashable { case butt, round, square }
    /// The shape where two segments meet.
    public enum LineJoin: Sendable, Hashable { case miter, round, bevel }

    /// The line's width, centred on the outline.
    public var lineWidth: CGFloat
    /// The ends of open lines and dashes.
    public var cap: LineCap
    /// The corners.
    public var join: LineJoin
    /// How far a mitre may reach, in line widths, before it is bevelled.
    public var miterLimit: CGFloat
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates stroke options; the defaults are Core Graphics' (butt caps, mitred corners, limit 10).
    public init(lineWidth: CGFloat = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeOptions {
    /// Whether these options are a plain stroke of their width: butt ends, mitred corners, no dashes.
    public var isPlain: Bool { self == StrokeOptions(lineWidth: lineWidth) }
}
