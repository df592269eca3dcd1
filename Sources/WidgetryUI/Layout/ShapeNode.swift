import Foundation
import WidgetryGraphics

/// Lays out shapes, colours and gradients as SwiftUI does: they take exactly the size proposed, and
/// 10 × 10 points for an unspecified proposal (SwiftUI's default ideal size for shapes). A `Circle`
/// takes the proposed rectangle and draws the largest circle centred in it.
final class ShapeNode: LayoutNode {
    let shape: ShapeKind
    let fill: Paint?
    let stroke: (paint: Paint, lineWidth: CGFloat, inset: Bool)?
    let isRedacted: Bool

    init(shape: ShapeKind, fill: Paint?, stroke: (paint: Paint, lineWidth: CGFloat, inset: Bool)?, name: String, context: BuildContext) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        isRedacted = false
        super.init(name: name)
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
        if case .ellipse = shape, name == "Circle" {
            let side = min(frame.width, frame.height)
            rect = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        }
        if let stroke {
            // strokeBorder draws inside the shape; stroke centres the line on its edge.
            let drawRect = stroke.inset ? rect.insetBy(dx: stroke.lineWidth / 2, dy: stroke.lineWidth / 2) : rect
            element.content = .shape(shape, fill: fill, stroke: stroke.paint, lineWidth: stroke.lineWidth)
            element.frame = drawRect
        } else {
            element.content = .shape(shape, fill: fill, stroke: nil, lineWidth: 0)
            element.frame = rect
        }
        return element
    }
}
