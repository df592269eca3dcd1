import Foundation

extension View {
    /// An identity, as SwiftUI's `id(_:)`. Layout does not depend on it; Widgetry uses it as a handle:
    /// `LayoutResult.element(identifiedBy:)` finds the view, and findings inside it name it.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let identifier = "\(id)"
        return wrappingNodes { node, _ in IdentifierNode(child: node, identifier: identifier) }
    }

    /// An identifier for UI tests, as SwiftUI's `accessibilityIdentifier(_:)`; a handle like `id(_:)`.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        wrappingNodes { node, _ in IdentifierNode(child: node, identifier: identifier) }
    }
}

/// Names the view it wraps for tools and tests; size and placement are the content's.
final class IdentifierNode: ModifierNode {
    override var kind: ElementKind { .identifier }
    let identifier: String

    init(child: LayoutNode, identifier: String) {
        self.identifier = identifier
        super.init(child: child)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = super.place(in: frame, context: context)
        element.identifier = identifier
        context.log.placedSomethingToCollect = true
        return element
    }
}
