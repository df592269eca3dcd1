import Foundation

/// One drawing operation in a ``DisplayList``, in points from the list's top-left corner.
public enum DrawCommand: Sendable, Hashable {
    /// Fills a shape.
    case fill(ShapeKind, CGRect, Paint)
    /// Strokes a shape's outline, centred on the outline.
    case stroke(ShapeKind, CGRect, Paint, lineWidth: CGFloat)
    /// Strokes a shape's outline with line ends, corners and dashes.
    case strokeStyled(ShapeKind, CGRect, Paint, StrokeOptions)
    /// Draws a straight line with butt caps; a gradient's unit coordinates refer to the line's bounding box.
    case line(from: CGPoint, to: CGPoint, Paint, lineWidth: CGFloat)
    /// Draws text laid out exactly as ``TextMeasurer`` measures it with these options, its top-left at
    /// the rectangle's origin; lines are aligned within `options.width`. Text is not clipped to the rectangle.
    case text(AttributedText, TextLayoutOptions, CGRect)
    /// Draws a PNG or JPEG file; a missing or unreadable file draws a visible placeholder and warns.
    case image(path: String, CGRect, ImageContentMode)
    /// Stands in for an SF Symbol: a rounded outline with the symbol name's initials, in the colour.
    case symbolPlaceholder(name: String, CGRect, RGBAColor)
    /// Draws an SF Symbol's stand-in glyph (``SymbolStandIn``) with the icon font at `fontSize` points, its ink
    /// centred in the rectangle, in the colour; a glyph that cannot be drawn falls back to the placeholder.
    case symbolStandIn(SymbolStandIn, fontSize: CGFloat, CGRect, RGBAColor)
    /// Restricts drawing to a shape until the matching ``endClip``.
    case beginClip(ShapeKind, CGRect)
    /// Ends the innermost ``beginClip(_:_:)``.
    case endClip
    /// Starts a group that is composited with `opacity` (0...1) at the matching ``endLayer``, so
    /// overlapping shapes inside it do not show through each other.
    case beginLayer(opacity: CGFloat)
    /// Ends the innermost ``beginLayer(opacity:)``.
    case endLayer
    /// Transforms everything drawn until the matching ``endTransform`` (rotation and scale effects).
    case beginTransform(DrawTransform)
    /// Ends the innermost ``beginTransform(_:)``.
    case endTransform
    /// Starts a group drawn over its own blurred shadow at the matching ``endShadow``: the group's coverage
    /// moved by `offset`, blurred by `radius` points, in `color`.
    case beginShadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
    /// Ends the innermost ``beginShadow(color:radius:offset:)``.
    case endShadow
    /// Starts a span a presentation context treats as one (an accent group, an image's accented mode).
    /// Draws nothing by itself except ``RenderingGroup/tintedImages(_:luminanceAsAlpha:)``, which changes how
    /// the images inside are painted.
    case beginGroup(RenderingGroup)
    /// Ends the innermost ``beginGroup(_:)``.
    case endGroup
}
