import Foundation
import WidgetryGraphics

#if !canImport(CoreGraphics)
/// The ends of stroked lines, as Core Graphics names them (Linux has no Core Graphics).
public enum CGLineCap: Int32, Sendable, Hashable { case butt, round, square }
/// The corners of stroked lines, as Core Graphics names them.
public enum CGLineJoin: Int32, Sendable, Hashable { case miter, round, bevel }
#endif

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Sendable, Hashable {
    /// The width of the line, centred on the outline.
    public var lineWidth: CGFloat
    /// The ends of open lines and dashes.
    public var lineCap: CGLineCap
    /// The corners.
    public var lineJoin: CGLineJoin
    /// How far a mitre may reach, in line widths, before it is bevelled.
    public var miterLimit: CGFloat
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style with SwiftUI's defaults.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The canvas's stroke options; a width that is not a finite, non-negative number strokes 1 point.
    var options: StrokeOptions {
        let cap: StrokeOptions.LineCap = switch lineCap {
        case .round: .round
        case .square: .square
        default: .butt
        }
        let join: StrokeOptions.LineJoin = switch lineJoin {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
        return StrokeOptions(lineWidth: lineWidth.isFinite ? max(lineWidth, 0) : 1, cap: cap, join: join,
                             miterLimit: miterLimit.isFinite ? miterLimit : 10,
                             dash: dash.filter(\.isFinite), dashPhase: dashPhase.isFinite ? dashPhase : 0)
    }
}
