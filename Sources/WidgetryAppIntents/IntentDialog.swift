import Foundation
import WidgetryFoundation

/// What the system says or shows when an intent asks or answers, as App Intents' `IntentDialog`.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The full text, shown or spoken.
    public var full: LocalizedStringResource
    /// The shorter text shown beside a snippet, if any.
    public var supporting: LocalizedStringResource?

    /// A dialog from its text.
    public init(_ full: LocalizedStringResource) { self.full = full }

    /// A dialog with a full and a supporting text.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    /// A dialog from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A dialog from an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
