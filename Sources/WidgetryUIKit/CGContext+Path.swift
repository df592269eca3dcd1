import Foundation
import WidgetryFoundation
import WidgetryGraphics
@_spi(WidgetryUIKit) import WidgetryUI

/// Core Graphics' current path and what paints it. Points are mapped to the display list as they are added, as
/// Core Graphics fixes a path in device space when it is built; strokes go back to the user space of the moment of
/// stroking, so a scaled context draws wider lines.
extension CGContext {
    /// Starts a new, empty current path.
    public func beginPath() { currentPath = Path() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point.applying(userToList)) }
    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point.applying(userToList)) }
    /// Lines through `points`, as `addLines(between:)`.
    public func addLines(between points: [CGPoint]) { adding { $0.addLines(between: points) } }
    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let m = userToList
        currentPath.addCurve(to: end.applying(m), control1: control1.applying(m), control2: control2.applying(m))
    }
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end.applying(userToList), control: control.applying(userToList))
    }
    /// A circular arc joined to the current point, angles in radians.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        adding { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    }
    /// The arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        adding { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }
    /// A rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { adding { $0.addRect(rect) } }
    /// Rectangles, each a closed subpath.
    public func addRects(_ rects: [CGRect]) { adding { $0.addRects(rects) } }
    /// The ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { adding { $0.addEllipse(in: rect) } }
    /// Another path's subpaths.
    public func addPath(_ path: CGPath) { adding { $0.addPath(path) } }
    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point in user space.
    public var currentPointOfPath: CGPoint { (currentPath.currentPoint ?? .zero).applying(userToList.inverted()) }
    /// The smallest rectangle holding the current path, control points included, in user space.
    public var boundingBoxOfPath: CGRect { currentPath.boundingRect.applying(userToList.inverted()) }
    /// The current path in user space, as `CGContext.path`.
    public var path: CGPath? { currentPath.isEmpty ? nil : CGPath(outline: currentPath.applying(userToList.inverted())) }

    /// Builds a step in user space on a mutable path that continues the current one, then keeps the result in
    /// the list's coordinates.
    private func adding(_ step: (CGMutablePath) -> Void) {
        let toUser = userToList.inverted()
        let user = CGMutablePath(outline: currentPath.applying(toUser))
        step(user)
        currentPath = user.outline.applying(userToList)
    }

    /// Paints the current path, then empties it, as `drawPath(using:)`.
    public func drawPath(using mode: CGPathDrawingMode) {
        let outline = currentPath
        currentPath = Path()
        guard !outline.isEmpty else { return }
        var commands: [DrawCommand] = []
        switch mode {
        case .fill, .fillStroke: commands += fillCommands(outline.data, rule: .nonZero)
        case .eoFill, .eoFillStroke: commands += fillCommands(outline.data, rule: .evenOdd)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { commands += strokeCommands(outline) }
        record(wrappedInEffects(commands))
    }
    /// Fills the current path with the fill colour by `rule`, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }
    /// Fills the current path with the even-odd rule (the older spelling).
    public func eoFillPath() { drawPath(using: .eoFill) }
    /// Strokes the current path with the stroke colour and line style, then empties it.
    public func strokePath() { drawPath(using: .stroke) }

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); fillPath() }
    /// Fills each rectangle.
    public func fill(_ rects: [CGRect]) { beginPath(); addRects(rects); fillPath() }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    /// Outlines `rect` with the stroke colour and line style.
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    /// Outlines `rect` `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    /// Outlines the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }
    /// Strokes a line for each pair of points, as `strokeLineSegments(between:)`.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index]); addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes the bitmap transparent when `rect` covers it all, the common case (`clear(CGRect(origin: .zero, size:))`
    /// before drawing); the display list has no clear operator, so a smaller rectangle is left as it is.
    public func clear(_ rect: CGRect) {
        guard case .bitmap = destination, rect.contains(CGRect(x: 0, y: 0, width: width, height: height)) else { return }
        bitmapList.commands.removeAll()
        bitmapChanged()
    }

    /// Narrows the clip to the current path by `rule`, then empties the path, as `clip(using:)`; the clip lasts
    /// until the graphics state is restored.
    public func clip(using rule: CGPathFillRule = .winding) {
        var data = currentPath.data
        currentPath = Path()
        data.fillRule = rule.pathDataRule
        record([.beginClip(.path(data), CGRect.zero)])
        state.openClips += 1
    }
    /// Narrows the clip with the even-odd rule (the older spelling).
    public func eoClip() { clip(using: .evenOdd) }
    /// Narrows the clip to `rect`.
    public func clip(to rect: CGRect) { beginPath(); addRect(rect); clip() }
    /// Narrows the clip to the union of `rects`.
    public func clip(to rects: [CGRect]) { beginPath(); addRects(rects); clip() }

    /// The commands filling `outline` (list coordinates) with the fill colour.
    private func fillCommands(_ outline: PathData, rule: PathData.FillRule) -> [DrawCommand] {
        var data = outline
        data.fillRule = rule
        return [.fill(.path(data), .zero, .color(state.fillColor))]
    }

    /// The commands stroking `outline` (list coordinates) as the current user space makes the line: the outline is
    /// taken back to user space and drawn through the CTM, so the width, caps and dashes scale with it.
    private func strokeCommands(_ outline: Path) -> [DrawCommand] {
        guard state.stroke.lineWidth > 0 else { return [] }
        let transform = userToList
        let user = outline.applying(transform.inverted())
        return [.beginTransform(transform.drawTransform),
                .strokeStyled(.path(user.data), .zero, .color(state.strokeColor), state.stroke),
                .endTransform]
    }
}
