import Foundation
import WidgetryReference
import WidgetryUI

/// One content state of a Live Activity, drawn in each presentation: the views ActivityKit would show,
/// with their types erased so that the matrix (which knows no `ActivityAttributes`) can lay them out.
public struct LiveActivityViews {
    /// The Lock Screen view (the configuration's content closure).
    public var lockScreen: AnyView
    /// The compact leading view.
    public var compactLeading: AnyView
    /// The compact trailing view.
    public var compactTrailing: AnyView
    /// The minimal view.
    public var minimal: AnyView
    /// The expanded regions, placed as one view.
    public var expanded: AnyView

    /// The views of one state.
    public init(lockScreen: AnyView, compactLeading: AnyView, compactTrailing: AnyView, minimal: AnyView, expanded: AnyView) {
        self.lockScreen = lockScreen
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
        self.expanded = expanded
    }

    /// The view shown in `presentation`.
    public func view(for presentation: LiveActivityPresentation) -> AnyView {
        switch presentation {
        case .lockScreen: lockScreen
        case .compactLeading: compactLeading
        case .compactTrailing: compactTrailing
        case .minimal: minimal
        case .expanded: expanded
        }
    }
}

/// What a Live Activity shows for its content states: the widget's kind and one ``LiveActivityViews`` per
/// state, or why it shows nothing.
public struct LiveActivityStates {
    /// The widget's type name.
    public var kind: String
    /// Each content state's views, in the order given.
    public var states: [LiveActivityViews]
    /// Why nothing is shown (the widget's body is no `ActivityConfiguration` of the attributes, say).
    public var problem: String?

    /// The states of a Live Activity.
    public init(kind: String, states: [LiveActivityViews], problem: String? = nil) {
        self.kind = kind
        self.states = states
        self.problem = problem
    }
}
