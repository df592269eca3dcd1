import Foundation

/// An intent the system may suggest with some of its parameters filled in, as App Intents' `PredictableIntent`:
/// `predictionConfiguration` lists the parameter combinations and how each suggestion reads. Widgetry suggests
/// nothing; the predictions are kept so code that declares them compiles and can be read back.
public protocol PredictableIntent: AppIntent {
    /// The type of ``predictionConfiguration``.
    associatedtype Prediction: IntentPredictionConfiguration
    /// The suggestions, one ``IntentPrediction`` a line.
    @IntentPredictionConfigurationBuilder<Self> static var predictionConfiguration: Prediction { get }
}

/// What a ``PredictableIntent`` declares, as App Intents' `IntentPredictionConfiguration`.
public protocol IntentPredictionConfiguration {
    /// How many parameters each prediction fills in, in order (Widgetry's reading of the configuration).
    var parameterCounts: [Int] { get }
}

/// One suggestion of an intent: the parameters it fills in and how it reads, as App Intents' `IntentPrediction`
/// (`IntentPrediction(parameters: (\.$app, \.$device)) { app, device in DisplayRepresentation(…) }`).
public struct IntentPrediction<Intent: AppIntent>: IntentPredictionConfiguration {
    /// The key paths of the parameters the suggestion fills in.
    public let parameters: [AnyKeyPath]
    private let represent: (Intent) -> DisplayRepresentation

    /// A suggestion filling in one parameter (`parameters: \.$city`); `displayRepresentation` reads its value.
    public init<A>(parameters: KeyPath<Intent, IntentParameter<A>>, displayRepresentation: @escaping (A) -> DisplayRepresentation) {
        self.parameters = [parameters]
        represent = { displayRepresentation($0[keyPath: parameters].wrappedValue) }
    }

    /// A suggestion filling in two parameters (`parameters: (\.$app, \.$device)`).
    public init<A, B>(parameters: (KeyPath<Intent, IntentParameter<A>>, KeyPath<Intent, IntentParameter<B>>),
                      displayRepresentation: @escaping (A, B) -> DisplayRepresentation) {
        self.parameters = [parameters.0, parameters.1]
        represent = { displayRepresentation($0[keyPath: parameters.0].wrappedValue, $0[keyPath: parameters.1].wrappedValue) }
    }

    /// A suggestion filling in three parameters.
    public init<A, B, C>(parameters: (KeyPath<Intent, IntentParameter<A>>, KeyPath<Intent, IntentParameter<B>>,
                                      KeyPath<Intent, IntentParameter<C>>),
                         displayRepresentation: @escaping (A, B, C) -> DisplayRepresentation) {
        self.parameters = [parameters.0, parameters.1, parameters.2]
        represent = {
            displayRepresentation($0[keyPath: parameters.0].wrappedValue, $0[keyPath: parameters.1].wrappedValue,
                                  $0[keyPath: parameters.2].wrappedValue)
        }
    }

    /// A suggestion filling in four parameters.
    public init<A, B, C, D>(parameters: (KeyPath<Intent, IntentParameter<A>>, KeyPath<Intent, IntentParameter<B>>,
                                         KeyPath<Intent, IntentParameter<C>>, KeyPath<Intent, IntentParameter<D>>),
                            displayRepresentation: @escaping (A, B, C, D) -> DisplayRepresentation) {
        self.parameters = [parameters.0, parameters.1, parameters.2, parameters.3]
        represent = {
            displayRepresentation($0[keyPath: parameters.0].wrappedValue, $0[keyPath: parameters.1].wrappedValue,
                                  $0[keyPath: parameters.2].wrappedValue, $0[keyPath: parameters.3].wrappedValue)
        }
    }

    /// How the suggestion reads for `intent`'s parameter values.
    public func displayRepresentation(for intent: Intent) -> DisplayRepresentation { represent(intent) }

    public var parameterCounts: [Int] { [parameters.count] }
}

/// The predictions of one intent, as `IntentPredictionConfigurationBuilder` gathers them.
public struct IntentPredictions<Intent: AppIntent>: IntentPredictionConfiguration {
    /// The predictions, in the order written.
    public let predictions: [IntentPrediction<Intent>]

    public var parameterCounts: [Int] { predictions.flatMap(\.parameterCounts) }
}

/// Gathers an intent's ``IntentPrediction``s, as App Intents' `IntentPredictionConfigurationBuilder`: one a line, with
/// `if`, `if`/`else` and `for` as in other result builders.
@resultBuilder
public enum IntentPredictionConfigurationBuilder<Intent: AppIntent> {
    public static func buildExpression(_ prediction: IntentPrediction<Intent>) -> [IntentPrediction<Intent>] { [prediction] }
    public static func buildBlock(_ parts: [IntentPrediction<Intent>]...) -> [IntentPrediction<Intent>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [IntentPrediction<Intent>]?) -> [IntentPrediction<Intent>] { part ?? [] }
    public static func buildEither(first part: [IntentPrediction<Intent>]) -> [IntentPrediction<Intent>] { part }
    public static func buildEither(second part: [IntentPrediction<Intent>]) -> [IntentPrediction<Intent>] { part }
    public static func buildArray(_ parts: [[IntentPrediction<Intent>]]) -> [IntentPrediction<Intent>] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [IntentPrediction<Intent>]) -> [IntentPrediction<Intent>] { part }
    public static func buildFinalResult(_ parts: [IntentPrediction<Intent>]) -> IntentPredictions<Intent> {
        IntentPredictions(predictions: parts)
    }
}
