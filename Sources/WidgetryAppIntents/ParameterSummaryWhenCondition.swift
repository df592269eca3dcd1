import Foundation

/// A parameter summary that depends on a parameter, as App Intents' `ParameterSummaryWhenCondition`,
/// written `When(\.$units, .equalTo, .metric) { Summary(…) } otherwise: { Summary(…) }` in an intent.
public struct ParameterSummaryWhenCondition<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    /// The parameter tested.
    public let parameter: PartialKeyPath<Intent>
    /// The summary when the test holds.
    public let then: Then
    /// The summary otherwise, if any.
    public let otherwise: Otherwise?

    /// A summary chosen by comparing a parameter with `value`.
    public init<Value: Equatable>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder then: () -> Then,
                                  @ParameterSummaryBuilder otherwise: () -> Otherwise) {
        self.parameter = parameter
        self.then = then()
        self.otherwise = otherwise()
    }

    /// A summary chosen by whether a parameter has a value.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ test: ParameterSummaryHasValueComparisonOperator,
                       @ParameterSummaryBuilder then: () -> Then, @ParameterSummaryBuilder otherwise: () -> Otherwise) {
        self.parameter = parameter
        self.then = then()
        self.otherwise = otherwise()
    }
}

extension ParameterSummaryWhenCondition where Otherwise == EmptyParameterSummary {
    /// A summary shown only when a parameter compares as given with `value`.
    public init<Value: Equatable>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder then: () -> Then) {
        self.parameter = parameter
        self.then = then()
        otherwise = nil
    }

    /// A summary shown only when a parameter has (or has no) value.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ test: ParameterSummaryHasValueComparisonOperator,
                       @ParameterSummaryBuilder then: () -> Then) {
        self.parameter = parameter
        self.then = then()
        otherwise = nil
    }
}

/// How a `When` compares a parameter with a value.
public enum ParameterSummaryComparisonOperator: Sendable, Hashable {
    /// Equal.
    case equalTo
    /// Not equal.
    case notEqualTo
    /// Less than.
    case lessThan
    /// Less than or equal.
    case lessThanOrEqualTo
    /// Greater than.
    case greaterThan
    /// Greater than or equal.
    case greaterThanOrEqualTo
}

/// Whether a `When` tests that a parameter has a value, as App Intents' operator of that name.
public enum ParameterSummaryHasValueComparisonOperator: Sendable, Hashable {
    /// The parameter has a value.
    case hasAnyValue
    /// The parameter has no value.
    case hasNoValue
}

/// Builds the summary in a `When` branch: one summary.
@resultBuilder
public enum ParameterSummaryBuilder {
    /// The branch's summary.
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
}
