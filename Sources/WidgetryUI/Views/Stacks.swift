import Foundation

/// Arranges views top to bottom, as in SwiftUI.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    let source: ViewSource

    /// Creates a vertical stack; `spacing: nil` uses the standard 8 points.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content,
                file: StaticString = #filePath, line: UInt = #line) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
        source = ViewSource(file: file, line: line)
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let children = context.with { $0.stackAxis = .vertical }.nodes(for: content)
        let node = StackNode(axis: .vertical, crossAlignment: .horizontal(alignment), spacing: spacing, children: children, name: "VStack", context: context)
        node.source = source
        return [node]
    }
}

/// Arranges views leading to trailing, as in SwiftUI.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    let source: ViewSource

    /// Creates a horizontal stack; `spacing: nil` uses the standard 8 points.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content,
                file: StaticString = #filePath, line: UInt = #line) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
        source = ViewSource(file: file, line: line)
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let children = context.with { $0.stackAxis = .horizontal }.nodes(for: content)
        let node = StackNode(axis: .horizontal, crossAlignment: .vertical(alignment), spacing: spacing, children: children, name: "HStack", context: context)
        node.source = source
        return [node]
    }
}

/// Overlays views, the last on top, as in SwiftUI.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    let source: ViewSource

    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content,
                file: StaticString = #filePath, line: UInt = #line) {
        self.alignment = alignment; self.content = content()
        source = ViewSource(file: file, line: line)
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let children = context.with { $0.stackAxis = nil }.nodes(for: content)
        let node = ZStackNode(alignment: alignment, children: children, name: "ZStack", context: context)
        node.source = source
        return [node]
    }
}

/// A vertical stack that SwiftUI builds lazily; a widget is drawn once, so Widgetry lays out every row.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let stack: VStack<Content>

    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] { stack.makeNodes(in: context) }
}

/// A horizontal stack that SwiftUI builds lazily; Widgetry lays out every column.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let stack: HStack<Content>

    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] { stack.makeNodes(in: context) }
}

/// Which headers and footers a lazy stack pins while scrolling; widgets do not scroll.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int = 0) { self.rawValue = rawValue }
}
