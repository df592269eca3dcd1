import Foundation

// SwiftUI's `safeAreaPadding` (iOS 17) widens the safe area instead of padding the view: content inside
// is laid out inset as with `padding`, while backgrounds that ignore the safe area still reach the edge.
// A widget's content has no safe area of its own and Widgetry's backgrounds fill their view's frame, so
// the inset content is what a render can differ by: it is laid out as `padding` lays it out.
extension View {
    /// Adds `length` (the system's 16 points when `nil`) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds `insets` to the safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}

// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` (iOS 15) places a view on an edge and shrinks the safe area
// the content is laid out in by that view's size and the spacing, so the content sits beside the bar, not under it.
// With no safe area of its own in a widget, that is the bar and the content stacked: a `VStack` for the top and bottom
// edges, an `HStack` for the leading and trailing ones, with the bar aligned by `alignment` across the stack.
// `safeAreaBar` (iOS 26) lays out the same way; its scroll-edge effect has nothing to scroll in a widget.
extension View {
    /// Places `content` on the top or bottom edge, laying this view out beside it.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let bar = content()
        return VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { bar }
            self.frame(maxWidth: .infinity)
            if edge == .bottom { bar }
        }
    }

    /// Places `content` on the leading or trailing edge, laying this view out beside it.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let bar = content()
        return HStack(alignment: alignment, spacing: spacing) {
            if edge == .leading { bar }
            self.frame(maxHeight: .infinity)
            if edge == .trailing { bar }
        }
    }

    /// Places `content` on the top or bottom edge as a bar (iOS 26), laid out as ``safeAreaInset(edge:alignment:spacing:content:)``.
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Places `content` on the leading or trailing edge as a bar (iOS 26).
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Adds margins around scrollable content (iOS 17's `contentMargins(_:_:for:)`). A widget has no scroll view, and
    /// other views are laid out as they were: accepted without effect.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        self
    }

    /// Adds `insets` as margins around scrollable content; see ``contentMargins(_:_:for:)``.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        self
    }

    /// Adds `length` as margins on every edge of scrollable content; see ``contentMargins(_:_:for:)``.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        self
    }
}

/// Where `contentMargins` applies, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Sendable, Hashable {
    let name: String
    /// The content and the scroll indicators, as the system decides.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrollable content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
