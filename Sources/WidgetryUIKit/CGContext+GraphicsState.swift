import Foundation
import WidgetryFoundation
import WidgetryGraphics
@_spi(WidgetryUIKit) import WidgetryUI

/// Core Graphics' graphics state: what `saveGState` keeps and `restoreGState` brings back.
struct GraphicsState {
    /// The current transformation matrix: user space to Core Graphics' base space.
    var ctm = CGAffineTransform.identity
    var fillColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    var stroke = StrokeOptions()
    /// `setAlpha`: multiplies everything drawn.
    var alpha: CGFloat = 1
    /// `setShadow`: drawn under everything drawn until the state is restored.
    var shadow: (offset: CGSize, blur: CGFloat, color: RGBAColor)?
    /// Clips made in this state, each closed (`endClip`) when it is restored.
    var openClips = 0
}

/// How a path is painted, as `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How drawing combines with what is below, as `CGBlendMode` (accepted: drawing is composited normally here).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

extension CGContext {
    /// Pushes a copy of the graphics state, as `saveGState()`.
    public func saveGState() {
        savedStates.append(state)
        state.openClips = 0
    }

    /// Brings back the last saved state, as `restoreGState()`: the clips made since end there; nothing when none
    /// was saved.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        record(Array(repeating: .endClip, count: state.openClips))
        state = saved
    }

    /// The current transformation matrix, from user space to the context's base space.
    public var ctm: CGAffineTransform { state.ctm }
    /// User space to the display list: the CTM, then the base transform.
    var userToList: CGAffineTransform { state.ctm.concatenating(baseTransform) }

    /// Moves user space's origin, as `translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.translatedBy(x: x, y: y) }
    /// Scales user space, as `scaleBy(x:y:)` (`scaleBy(x: 1, y: -1)` flips it).
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.scaledBy(x: x, y: y) }
    /// Rotates user space by `angle` radians, as `rotate(by:)`.
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
    /// Applies `transform` to user space before the current matrix, as `concatenate(_:)`.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// Makes `color` the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = Self.rgba(color) }
    /// Makes the colour of these components the fill colour.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Makes a grey the fill colour.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = RGBAColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// Makes `color` the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = Self.rgba(color) }
    /// Makes the colour of these components the stroke colour.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Makes a grey the stroke colour.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = RGBAColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// Sets the opacity everything drawn is multiplied by, 0…1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

    /// Sets the line width, in user space units.
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = max(width, 0) }
    /// Sets how open lines end.
    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: state.stroke.cap = .butt
        case .round: state.stroke.cap = .round
        case .square: state.stroke.cap = .square
        }
    }
    /// Sets how segments meet.
    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: state.stroke.join = .miter
        case .round: state.stroke.join = .round
        case .bevel: state.stroke.join = .bevel
        }
    }
    /// Sets how far a mitre may reach, in line widths.
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
    /// Sets the dash pattern (empty: solid) and how far into it lines start.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dash = lengths
        state.stroke.dashPhase = phase
    }

    /// Draws a shadow under what is drawn next, as `setShadow(offset:blur:color:)`: `offset` in base space (y up,
    /// as Core Graphics measures it), `blur` in points; a `nil` or clear colour turns it off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { state.shadow = nil; return }
        state.shadow = (offset, max(blur, 0), Self.rgba(color))
    }
    /// A shadow in black at one third opacity, Core Graphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    /// Accepted: drawing is composited normally (see the type's notes).
    public func setBlendMode(_ mode: CGBlendMode) {}
    /// Accepted: edges are always antialiased.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    /// Accepted: edges are always antialiased.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    /// Accepted: text is drawn with Pango's settings.
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}

    /// Starts a group composited as one at ``endTransparencyLayer()``, with the state's alpha and shadow applied
    /// to the group rather than to each thing drawn in it.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        let (opening, closing) = effects()
        record(opening + [.beginLayer(opacity: 1)])
        transparencyLayerEnds.append([.endLayer] + closing)
        saveGState()
        state.alpha = 1
        state.shadow = nil
    }
    /// Starts a group composited as one, covering `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) { beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo) }
    /// Ends the group ``beginTransparencyLayer(auxiliaryInfo:)`` started.
    public func endTransparencyLayer() {
        guard let closing = transparencyLayerEnds.popLast() else { return }
        restoreGState()
        record(closing)
    }

    /// `commands` under the state's shadow and alpha.
    func wrappedInEffects(_ commands: [DrawCommand]) -> [DrawCommand] {
        let (opening, closing) = effects()
        return opening + commands + closing
    }

    /// The commands that put what is drawn between them under the state's shadow (the outer group) and alpha.
    private func effects() -> (opening: [DrawCommand], closing: [DrawCommand]) {
        var opening: [DrawCommand] = [], closing: [DrawCommand] = []
        if let shadow = state.shadow {
            // Core Graphics measures the offset in base space, y up; the list's y grows downwards. The blur is drawn
            // as a SwiftUI shadow of that radius.
            let offset = CGSize(width: shadow.offset.width * baseTransform.a, height: shadow.offset.height * baseTransform.d)
            opening.append(.beginShadow(color: shadow.color, radius: shadow.blur, offset: offset))
            closing.insert(.endShadow, at: 0)
        }
        if state.alpha < 1 {
            opening.append(.beginLayer(opacity: state.alpha))
            closing.insert(.endLayer, at: 0)
        }
        return (opening, closing)
    }

    static func rgba(_ color: CGColor) -> RGBAColor {
        let c = color.components ?? [0, 0, 0, 1]
        return c.count >= 4 ? RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            : RGBAColor(red: c.first ?? 0, green: c.first ?? 0, blue: c.first ?? 0, alpha: c.last ?? 1)
    }
}

extension CGAffineTransform {
    /// The same map as a display-list transform.
    var drawTransform: DrawTransform { DrawTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}
