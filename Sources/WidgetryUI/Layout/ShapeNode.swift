import Foundation
import WidgetryGraphics

/// Lays out shapes, colours and gradients as SwiftUI does: they take exactly the size proposed, and
/// 10 × 10 points for an unspecified proposal (SwiftUI's default ideal size for shapes). A `Circle`
/// takes the proposed rectangle and draws the largest circle centred in it.
final class ShapeNode: LayoutNode {
    override var kind: ElementKind { name == "Color" ? .color : (name?.hasSuffix("Gradient") ?? false) ? .gradient : .shape }
    /// Where the outline comes from.
    enum Outline {
        /// A built-in shape, drawn exactly at any size.
        case kind(ShapeKind)
        /// A custom shape or `Path`: its `path(in:)` for the size it is drawn at.
        case custom((CGSize) -> ShapeKind)
    }

    let outline: Outline
    let fill: Paint?
    let stroke: (paint: Paint, options: StrokeOptions, inset: Bool)?

    init(outline: Outline, fill: Paint?, stroke: (paint: Paint, options: StrokeOptions, inset: Bool)?, name: String, context: BuildContext) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        super.init(name: name)
    }

    /// A filled built-in shape (colours and gradients are filled rectangles).
    convenience init(shape: ShapeKind, fill: Paint?, stroke: (paint: Paint, options: StrokeOptions, inset: Bool)?, name: String, context: BuildContext) {
        self.init(outline: .kind(shape), fill: fill, stroke: stroke, name: name, context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        // An infinite proposal asks for the maximum; a shape has none, so it reports the largest finite
        // size, which stacks use only to rank flexibility.
        return CGSize(width: size.width.isFinite ? size.width : .greatestFiniteMagnitude / 4,
                      height: size.height.isFinite ? size.height : .greatestFiniteMagnitude / 4)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        var rect = frame
        if case .kind(.ellipse) = outline, name == "Circle" {
            let side = min(frame.width, frame.height)
            rect = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        }
        // strokeBorder draws inside the shape; stroke centres the line on its edge.
        if let stroke, stroke.inset { rect = rect.insetBy(dx: stroke.options.lineWidth / 2, dy: stroke.options.lineWidth / 2) }
        let shape: ShapeKind = switch outline {
        case .kind(let kind): kind
        case .custom(let outline): outline(CGSize(width: max(rect.width, 0), height: max(rect.height, 0)))
        }
        element.frame = rect
        if let stroke {
            element.content = stroke.options.isPlain
                ? .shape(shape, fill: fill, stroke: stroke.paint, lineWidth: stroke.options.lineWidth)
                : .styledStroke(shape, stroke: stroke.paint, style: stroke.options)
        } else {
            element.content = .shape(shape, fill: fill, stroke: nil, lineWidth: 0)
        }
        return element
    }
}
