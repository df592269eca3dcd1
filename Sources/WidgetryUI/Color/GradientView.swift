import Foundation
import WidgetryGraphics

/// A gradient used as a view: like a `Color`, it fills the whole space it is offered (SwiftUI's gradients are
/// views that take the proposal).
protocol GradientView: View, PrimitiveView, PaintResolving {}

extension GradientView {
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        [ShapeNode(shape: .rectangle, fill: paint(in: context.environment), stroke: nil, name: String(describing: Self.self), context: context)]
    }
}
