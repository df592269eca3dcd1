import Foundation
import WidgetryUI

/// What an intent's `perform()` returns, as App Intents' `IntentResult`.
public protocol IntentResult {}

/// A result that carries a value, as App Intents' `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}

/// A result that shows or speaks a dialog, as App Intents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result that runs another intent next, as App Intents' `OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// The result `.result(…)` builds: an optional value, dialog, intent to run next, snippet view or snippet intent.
public struct IntentResultContainer<Value, OpenedIntent>: IntentResult, ReturnsValue, ProvidesDialog, OpensIntent,
                                                          ShowsSnippetView, ShowsSnippetIntent {
    /// The value returned, if any.
    public let value: Value?
    /// The dialog shown, if any.
    public let dialog: IntentDialog?
    /// The intent to run next, if any.
    public let opensIntent: OpenedIntent?
    /// The view shown with the result (`.result(view:)`), if any.
    public let snippetView: AnyView?
    /// The snippet intent whose view is shown with the result (`.result(snippetIntent:)`, iOS 26), if any.
    public let snippetIntent: (any SnippetIntent)?

    init(value: Value?, dialog: IntentDialog?, opensIntent: OpenedIntent?, snippetView: AnyView? = nil,
         snippetIntent: (any SnippetIntent)? = nil) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
        self.snippetView = snippetView
        self.snippetIntent = snippetIntent
    }
}

extension IntentResult {
    /// A result with nothing in it.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never> {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: nil)
    }

    /// A result that shows `dialog`.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: nil)
    }

    /// A result that returns `value`.
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V, Never> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: nil)
    }

    /// A result that returns `value` and shows `dialog`.
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, Never> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: nil)
    }

    /// A result that runs `intent` next.
    public static func result<I: AppIntent>(opensIntent intent: I) -> Self where Self == IntentResultContainer<Never, I> {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: intent)
    }

    /// A result that runs `intent` next and shows `dialog`.
    public static func result<I: AppIntent>(opensIntent intent: I, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, I> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: intent)
    }
}

/// `Never` is a result, as App Intents declares it: an intent whose `perform()` only stops the program
/// (`fatalError("Handled by the app")`) compiles with `some IntentResult`.
extension Never: IntentResult {}
