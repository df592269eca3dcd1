import Foundation

/// A view that draws a shape, as iOS 17's `ShapeView`: what `Shape.fill` and `Shape.stroke` return, so a fill and a
/// stroke can be stacked on one shape (`Circle().fill(.white).stroke(.gray, lineWidth: 1)`,
/// `Circle().stroke(.gray, lineWidth: 2).fill(.white)`).
///
/// Each `fill`, `stroke` or `strokeBorder` on a shape view draws the same shape again **over** the view it is called
/// on, which becomes its background: Apple's `FillShapeView`, `StrokeShapeView` and `StrokeBorderShapeView` each
/// carry "the background shown beneath this view"
/// (https://developer.apple.com/documentation/swiftui/fillshapeview/background). So `stroke(…).fill(…)` hides the
/// inner half of the line under the fill, and `fill(…).stroke(…)` shows all of it.
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape this view draws and that further `fill` and `stroke` calls draw again.
    var shape: Content { get }
}

/// No paint in a role: the stroke of a shape that is only filled, or the fill of one that is only stroked.
public struct _NoPaint: ShapeStyle {}

extension ShapeView {
    /// The shape filled with `content` over this view, as iOS 17's `ShapeView.fill(_:style:)`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _LayeredShapeView<Content, _ShapeView<Content, S, _NoPaint>, Self> {
        _LayeredShapeView(shape: shape, above: shape.fill(content, style: style), below: self)
    }
    /// The shape's outline, centred on its edge, over this view, as iOS 17's `ShapeView.stroke(_:lineWidth:antialiased:)`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _LayeredShapeView<Content, _ShapeView<Content, _NoPaint, S>, Self> {
        _LayeredShapeView(shape: shape, above: shape.stroke(content, lineWidth: lineWidth), below: self)
    }
    /// The shape's outline with line ends, corners and dashes over this view, as iOS 17's `ShapeView.stroke(_:style:antialiased:)`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _LayeredShapeView<Content, _ShapeView<Content, _NoPaint, S>, Self> {
        _LayeredShapeView(shape: shape, above: shape.stroke(content, style: style), below: self)
    }
}

/// One shape drawn twice: `above` over `below`, both in the frame the shape is given.
public struct _LayeredShapeView<Content: Shape, Above: View, Below: View>: ShapeView {
    /// The shape both layers draw.
    public let shape: Content
    let above: Above
    let below: Below

    /// The upper layer with the lower one as its background, so both take the frame the shape is offered.
    public var body: some View { above.background(below) }
}
