import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`. A widget never scrolls, so this is the view at rest:
///
/// - along each scrolling axis the content is proposed no length and takes its ideal one, as SwiftUI's
///   scroll view proposes `nil` there ("ScrollView … proposes an unspecified size along its axes");
/// - the scroll view itself takes all the space it is offered along those axes (a vertical scroll view
///   is as tall as its container) and its content's size across them;
/// - the content starts at the top (vertical) or the leading edge (horizontal) and what does not fit is
///   clipped, as on a device before any scrolling.
public struct ScrollView<Content: View>: View {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators show; a scroll view at rest shows none.
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// A scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    public var body: some View {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        return content
            .fixedSize(horizontal: horizontal, vertical: vertical)
            .frame(maxWidth: horizontal ? .infinity : nil, maxHeight: vertical ? .infinity : nil,
                   alignment: vertical && !horizontal ? .top : horizontal && !vertical ? .leading : .topLeading)
            .clipped()
    }
}

/// When scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, visible, hidden, never }
    let kind: Kind
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

extension View {
    /// Scroll indicators: a scroll view at rest shows none.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    /// Whether scrolling is disabled: a widget never scrolls.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
}
