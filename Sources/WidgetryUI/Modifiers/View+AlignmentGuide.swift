import Foundation

extension View {
    /// Sets this view's value for a horizontal guide, as SwiftUI's `alignmentGuide(_:computeValue:)`: a stack
    /// or frame aligned by that guide lines the view up at the computed offset from its leading edge. The
    /// closure sees the view's dimensions without this modifier.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrappingNodes { node, _ in AlignmentGuideNode(child: node, key: g.key, compute: computeValue) }
    }

    /// Sets this view's value for a vertical guide (an offset from its top edge).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrappingNodes { node, _ in AlignmentGuideNode(child: node, key: g.key, compute: computeValue) }
    }
}

/// An explicit alignment guide: answers its guide with the closure's value, every other guide as its
/// content does. Size and placement are the content's.
final class AlignmentGuideNode: ModifierNode {
    override var kind: ElementKind { .alignmentGuide }
    let key: GuideKey
    let compute: (ViewDimensions) -> CGFloat

    init(child: LayoutNode, key: GuideKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(child: child)
        hasExplicitGuides = true
    }

    override func explicitGuide(_ key: GuideKey, in size: CGSize) -> CGFloat? {
        guard key == self.key else { return child.explicitGuide(key, in: size) }
        // A NaN or infinite guide would move the view out of every frame; SwiftUI ignores such values.
        let value = compute(ViewDimensions(size: size, node: child))
        return value.isFinite ? value : child.explicitGuide(key, in: size)
    }
}
