import Foundation

/// Whether a parameter takes the result of the previous action in a shortcut, as App Intents' `InputConnectionBehavior`.
/// A widget's configuration has no shortcut before it: accepted, with no effect on the widget.
public struct InputConnectionBehavior: Sendable, Hashable {
    let name: String
    /// The system decides.
    public static let `default` = InputConnectionBehavior(name: "default")
    /// The parameter takes the previous action's result.
    public static let connectToPreviousIntentResult = InputConnectionBehavior(name: "connectToPreviousIntentResult")
    /// The parameter never takes it.
    public static let never = InputConnectionBehavior(name: "never")
}
