import Foundation

extension IntentParameter {
    /// What a date parameter holds, as App Intents' `IntentParameter.DateKind`: the picker Shortcuts shows. The value is
    /// a full `Date` either way.
    public enum DateKind: Sendable, Hashable {
        /// A day.
        case date
        /// A time of day.
        case time
        /// A day and a time (the default).
        case dateTime
    }

    /// A date parameter of `kind`: `@Parameter(title: "Due", kind: .date) var due: Date?`.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            kind: DateKind, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
        dateKind = kind
    }
}
