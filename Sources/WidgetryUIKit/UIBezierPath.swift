import Foundation
import WidgetryUI
import WidgetryGraphics
import WidgetryFoundation

/// Corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves, as UIKit's `UIBezierPath`: shapes written with it (`RoundedCorner`, rounding
/// some corners of a view) hand its `cgPath` to SwiftUI's `Path`, which Widgetry draws as any path.
open class UIBezierPath: @unchecked Sendable {
    // @unchecked: a path is built on one thread, then only read.
    private var outline = Path()

    /// An empty path.
    public init() {}
    /// The outline of a Core Graphics path, as `UIBezierPath(cgPath:)`.
    public init(cgPath: CGPath) { outline = Path(cgPath) }
    /// A rectangle.
    public init(rect: CGRect) { outline = Path(rect) }
    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { outline = Path(ellipseIn: rect) }
    /// A rectangle with every corner rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        outline = UnevenRoundedRectangle(topLeadingRadius: cornerRadius, bottomLeadingRadius: cornerRadius,
                                         bottomTrailingRadius: cornerRadius, topTrailingRadius: cornerRadius).path(in: rect)
    }
    /// A rectangle with `corners` rounded by `cornerRadii` (its width, as UIKit uses), the others square.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = cornerRadii.width
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        outline = UnevenRoundedRectangle(topLeadingRadius: r(.topLeft), bottomLeadingRadius: r(.bottomLeft),
                                         bottomTrailingRadius: r(.bottomRight), topTrailingRadius: r(.topRight)).path(in: rect)
    }
    /// A circular arc; angles in radians.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { outline.move(to: point) }
    /// A line to `point`.
    open func addLine(to point: CGPoint) { outline.addLine(to: point) }
    /// A circular arc; angles in radians, `clockwise` as UIKit's (y down).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's `clockwise` is on screen; SwiftUI's `Path.addArc` takes the opposite sense.
        outline.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
    }
    /// A quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { outline.addQuadCurve(to: endPoint, control: controlPoint) }
    /// A cubic curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        outline.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Closes the current subpath.
    open func close() { outline.closeSubpath() }
    /// Another path's outline, appended.
    open func append(_ path: UIBezierPath) { outline.addPath(path.outline) }
    /// The outline as a Core Graphics path; setting it replaces the outline.
    open var cgPath: CGPath {
        get { outline.cgPath }
        set { outline = Path(newValue) }
    }
    /// The smallest rectangle holding the path.
    open var bounds: CGRect { outline.boundingRect }
    /// Whether the path has no elements.
    open var isEmpty: Bool { outline.isEmpty }
    /// A new path with the same outline drawn the other way, as UIKit's `reversing()`: each subpath from its end to
    /// its start. Filled or stroked it looks the same; a trim (`Path(path.cgPath).trimmedPath`) starts at the other end.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.outline = Path(outline.data.reversed())
        return reversed
    }
    /// Maps every point of the path through `transform`, as UIKit's `apply(_:)`.
    open func apply(_ transform: CGAffineTransform) { outline = outline.applying(transform) }

    /// Empties the path.
    open func removeAllPoints() { outline = Path() }
    /// Where the next segment starts.
    open var currentPoint: CGPoint { outline.currentPoint ?? .zero }
    /// Whether a fill of the path covers `point`, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool { outline.contains(point, eoFill: usesEvenOddFillRule) }

    // The line style and fill rule the drawing methods use, with UIKit's defaults.
    /// The line width, in points (1).
    open var lineWidth: CGFloat = 1
    /// How open lines end (butt).
    open var lineCapStyle: CGLineCap = .butt
    /// How segments meet (mitre).
    open var lineJoinStyle: CGLineJoin = .miter
    /// How far a mitre may reach, in line widths (10).
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` and `addClip()` use the even-odd rule (non-zero winding otherwise).
    open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// Sets the dash pattern: `count` lengths from `pattern` (`nil`: solid), starting `phase` into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? [], phase)
    }

    /// Fills the path in the current image context with its fill colour (`UIColor.setFill()`); nothing when no
    /// context is current, as in UIKit.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// Fills the path with `alpha` (0…1); the blend mode is accepted (drawn normally).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }
    /// Strokes the path in the current image context with its stroke colour and this path's line style.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dash.phase, lengths: dash.pattern)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }
    /// Strokes the path with `alpha` (0…1); the blend mode is accepted.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }
    /// Narrows the current image context's clip to the path, until its graphics state is restored.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
