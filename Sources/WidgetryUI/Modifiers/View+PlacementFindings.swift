import Foundation
import WidgetryFindings

extension View {
    /// This view with the findings `findings` returns once the view and everything inside it are placed,
    /// reported with this view's path. For views built from a ``Layout`` that learn what is wrong only while
    /// placing (chart axis labels that collide, a legend without room): the layout records what it found,
    /// and this reads it after the layout has run. Not SwiftUI API; other Widgetry modules build on it.
    public func _findingsAfterPlacement(_ findings: @escaping () -> [Finding]) -> some View {
        wrappingNodes { node, _ in PlacementFindingsNode(child: node, findings: findings) }
    }
}

/// Places its child first, then asks for the findings, so a layout below has run before they are read.
final class PlacementFindingsNode: ModifierNode {
    let findings: () -> [Finding]

    init(child: LayoutNode, findings: @escaping () -> [Finding]) {
        self.findings = findings
        super.init(child: child)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        let placedChild = child.place(in: frame, context: context.descending(into: self))
        let found = findings()
        if !found.isEmpty { issues = found }
        var element = context.element(for: self, frame: frame)
        element.setOnlyChild(placedChild)
        return element
    }
}
