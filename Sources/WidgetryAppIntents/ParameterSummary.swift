import Foundation

/// The sentence that shows an intent's parameters while the user edits it, as App Intents'
/// `ParameterSummary`. Widgetry keeps it (it compiles) but draws nothing from it.
public protocol ParameterSummary {}

/// No summary.
public struct EmptyParameterSummary: ParameterSummary {
    /// No summary.
    public init() {}
}

/// A summary sentence and the parameters listed below it, as App Intents' `IntentParameterSummary`,
/// written `Summary("Show \(\.$team)") { \.$other }` in an intent.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The sentence, with its parameters.
    public let summary: ParameterSummaryString<Intent>
    /// The parameters listed below the sentence.
    public let table: [PartialKeyPath<Intent>]

    /// A sentence.
    public init(_ summary: ParameterSummaryString<Intent>) {
        self.summary = summary
        table = []
    }

    /// Only the parameters, listed with no sentence (`Summary { \.$showProgress; \.$countdown }`).
    public init(@ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
        summary = ""
        self.table = table()
    }

    /// A sentence and the parameters listed below it.
    public init(_ summary: ParameterSummaryString<Intent>,
                @ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
        self.summary = summary
        self.table = table()
    }
}

/// A summary sentence with parameters in it, as App Intents' `ParameterSummaryString`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// The literal text, with one `%@` per parameter.
    public let format: String
    /// The parameters, in order.
    public let parameters: [PartialKeyPath<Intent>]

    /// A sentence without parameters.
    public init(stringLiteral value: String) {
        format = value
        parameters = []
    }

    /// A sentence with parameters.
    public init(stringInterpolation: StringInterpolation) {
        format = stringInterpolation.format
        parameters = stringInterpolation.parameters
    }

    /// Builds a summary sentence.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var parameters: [PartialKeyPath<Intent>] = []

        /// Starts a sentence.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { format += literal }

        /// A parameter, as `\(\.$team)`.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            format += "%@"
            parameters.append(parameter)
        }
    }
}

/// Builds the list of parameters below a summary sentence: `{ \.$team; \.$city }`.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    /// A parameter.
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] {
        [parameter]
    }

    /// The parameters, in order.
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }

    /// Parameters listed only when a condition holds.
    public static func buildOptional(_ part: [PartialKeyPath<Intent>]?) -> [PartialKeyPath<Intent>] { part ?? [] }

    /// One branch of an `if`.
    public static func buildEither(first part: [PartialKeyPath<Intent>]) -> [PartialKeyPath<Intent>] { part }

    /// The other branch of an `if`.
    public static func buildEither(second part: [PartialKeyPath<Intent>]) -> [PartialKeyPath<Intent>] { part }
}
