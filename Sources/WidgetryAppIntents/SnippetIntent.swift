import Foundation
import WidgetryUI

/// A result that shows a view, as App Intents' `ShowsSnippetView` (iOS 16): `.result(view: …)`.
public protocol ShowsSnippetView: IntentResult {}

/// A result that shows a snippet intent's view, as App Intents' `ShowsSnippetIntent` (iOS 26):
/// `.result(value: …, dialog: …, snippetIntent: …)`.
public protocol ShowsSnippetIntent: IntentResult {}

/// An intent whose `perform()` returns the view of an interactive snippet, as App Intents' `SnippetIntent` (iOS 26).
/// The system performs it again whenever the snippet is shown or reloaded; a widget never shows one.
public protocol SnippetIntent: AppIntent {}

extension SnippetIntent {
    /// Asks the system to perform the snippet intent again and redraw its view (iOS 26). No snippet is on screen in a
    /// render, so there is nothing to redraw.
    public static func reload() {}
}

extension IntentResult {
    /// A result that shows `view`.
    public static func result<Content: View>(view: Content) -> Self where Self == IntentResultContainer<Never, Never> {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: nil, snippetView: AnyView(view))
    }

    /// A result that shows `dialog` and `view`.
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self where Self == IntentResultContainer<Never, Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: nil, snippetView: AnyView(view))
    }

    /// A result that returns `value` and shows `view`.
    public static func result<V, Content: View>(value: V, view: Content) -> Self where Self == IntentResultContainer<V, Never> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: nil, snippetView: AnyView(view))
    }

    /// A result that returns `value` and shows `dialog` and `view`.
    public static func result<V, Content: View>(value: V, dialog: IntentDialog, view: Content) -> Self
        where Self == IntentResultContainer<V, Never> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: nil, snippetView: AnyView(view))
    }

    /// A result that shows the view `snippetIntent` performs (iOS 26).
    public static func result(snippetIntent: some SnippetIntent) -> Self where Self == IntentResultContainer<Never, Never> {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: nil, snippetIntent: snippetIntent)
    }

    /// A result that shows `dialog` and the view `snippetIntent` performs (iOS 26).
    public static func result(dialog: IntentDialog, snippetIntent: some SnippetIntent) -> Self
        where Self == IntentResultContainer<Never, Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: nil, snippetIntent: snippetIntent)
    }

    /// A result that returns `value` and shows the view `snippetIntent` performs (iOS 26).
    public static func result<V>(value: V, snippetIntent: some SnippetIntent) -> Self where Self == IntentResultContainer<V, Never> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: nil, snippetIntent: snippetIntent)
    }

    /// A result that returns `value` and shows `dialog` and the view `snippetIntent` performs (iOS 26).
    public static func result<V>(value: V, dialog: IntentDialog, snippetIntent: some SnippetIntent) -> Self
        where Self == IntentResultContainer<V, Never> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: nil, snippetIntent: snippetIntent)
    }
}
