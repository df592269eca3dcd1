import Foundation
import WidgetryFoundation

/// What an intent does, as App Intents' `IntentDescription`: shown in Shortcuts and the widget editor.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The category the intent is listed under, if any.
    public var categoryName: LocalizedStringResource?
    /// Extra words search matches.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the value the intent returns, if any.
    public var resultValueName: LocalizedStringResource?

    /// A description with its category and search keywords.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// A description from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A description from an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
