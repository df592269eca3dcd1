import Foundation
import WidgetryReference
import WidgetryUI

/// Which presentation a Live Activity preview shows, as WidgetKit's `ActivityPreviewViewKind`.
public enum ActivityPreviewViewKind: Sendable, Hashable {
    /// The Lock Screen presentation.
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// A Dynamic Island presentation, as WidgetKit's `ActivityPreviewViewKind.DynamicIslandPreviewViewState`.
    public enum DynamicIslandPreviewViewState: Sendable, Hashable {
        /// The compact leading and trailing views together.
        case compact
        /// The minimal view.
        case minimal
        /// The expanded regions.
        case expanded
    }

    /// The presentations Widgetry checks for this kind: the compact one is its two slots.
    public var presentations: [LiveActivityPresentation] {
        switch self {
        case .content: [.lockScreen]
        case .dynamicIsland(.compact): [.compactLeading, .compactTrailing]
        case .dynamicIsland(.minimal): [.minimal]
        case .dynamicIsland(.expanded): [.expanded]
        }
    }
}

/// Builds a Live Activity preview's content states, as WidgetKit's `contentStates:` builder: each
/// statement is one state, in order.
@resultBuilder
public enum PreviewContentStateBuilder<State> {
    /// One state.
    public static func buildExpression(_ state: State) -> [State] { [state] }
    /// Several states.
    public static func buildExpression(_ states: [State]) -> [State] { states }
    /// The states, in order.
    public static func buildBlock(_ states: [State]...) -> [State] { states.flatMap { $0 } }
    /// States present only when a condition holds.
    public static func buildOptional(_ states: [State]?) -> [State] { states ?? [] }
    /// One branch of an `if`.
    public static func buildEither(first states: [State]) -> [State] { states }
    /// The other branch of an `if`.
    public static func buildEither(second states: [State]) -> [State] { states }
    /// States from a loop.
    public static func buildArray(_ states: [[State]]) -> [State] { states.flatMap { $0 } }
}

extension ActivityAttributes {
    /// A preview of the activity in `viewKind`, as the Live Activity template's `PreviewProvider` writes it
    /// (`attributes.previewContext(state, viewKind: .dynamicIsland(.compact))`). The view is drawn by the
    /// extension's `ActivityConfiguration`, which a `PreviewProvider` does not name, so this preview draws
    /// nothing (an info finding); `#Preview(_:as:using:widget:contentStates:)` checks the activity's
    /// presentations.
    public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> some View {
        EmptyView().acceptedWithoutEffect("previewContext(_:viewKind:)",
                                          "a Live Activity is checked from #Preview(as:using:widget:contentStates:), which names its configuration")
    }
}
