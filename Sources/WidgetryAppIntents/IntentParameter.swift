import Foundation
import WidgetryFoundation

/// A parameter of an intent, as App Intents' `IntentParameter`, written `@Parameter(title: …)`.
///
/// A parameter starts at its `default:`; without one, an optional parameter starts empty, an
/// ``AppEnum`` at its first case, a `Bool` at `false`, a number at zero and a string empty. An
/// ``AppEntity`` parameter gets its query's `defaultResult()` when ``AppIntentConfiguration`` renders
/// the default configuration. Like Apple's, it is a reference: copies of an intent share their values.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    // @unchecked: every access to `storage` and `wasSet` holds `lock`.
    private let lock = NSLock()
    private var storage: Value?
    private var wasSet = false

    /// The parameter's name, shown when the user edits the intent.
    public let title: LocalizedStringResource
    /// How many values an array parameter holds (`size:`), if given.
    public internal(set) var collectionSize: IntentCollectionSize?
    /// Whether a date parameter holds a date, a time or both (`kind:`), if given.
    public internal(set) var dateKind: DateKind?
    /// How a text parameter is edited (`inputOptions:`), if given.
    public internal(set) var inputOptions: String.IntentInputOptions?
    /// More about the parameter, if any.
    public let description: LocalizedStringResource?
    /// The value the parameter starts at, if one was given.
    public let defaultValue: Value?
    /// What the system asks when the parameter needs a value, if given.
    public let requestValueDialog: IntentDialog?
    /// The range a number must lie in, if given.
    public let inclusiveRange: (lowerBound: Value, upperBound: Value)?
    /// What supplies the choices, if not the type's query.
    public let optionsProvider: (any DynamicOptionsProvider)?

    /// A parameter; every argument but `title` is optional.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                controlStyle: IntentIntegerControlStyle? = nil, inclusiveRange: (lowerBound: Value, upperBound: Value)? = nil,
                requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
                inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: (any DynamicOptionsProvider)? = nil) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
        self.inclusiveRange = inclusiveRange
        self.optionsProvider = optionsProvider
        storage = defaultValue ?? ParameterDefaults.startingValue(of: Value.self)
    }

    /// A parameter whose starting value is the property's initial value: `@Parameter(title: "Count") var count = 3`.
    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            controlStyle: IntentIntegerControlStyle? = nil, inclusiveRange: (lowerBound: Value, upperBound: Value)? = nil,
                            requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: (any DynamicOptionsProvider)? = nil) {
        self.init(title: title, description: description, default: wrappedValue, controlStyle: controlStyle,
                  inclusiveRange: inclusiveRange, requestValueDialog: requestValueDialog,
                  requestDisambiguationDialog: requestDisambiguationDialog, optionsProvider: optionsProvider)
    }

    /// A parameter with no title (iOS 18): `@Parameter var recipe: RecipeEntity`. The system names it after the property,
    /// which a property wrapper cannot see, so its ``title`` is empty here.
    public convenience init(description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: "", description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A parameter with no title starting at the property's initial value (iOS 18): `@Parameter var servings = 2`.
    public convenience init(wrappedValue: Value, description: LocalizedStringResource? = nil,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: "", description: description, default: wrappedValue, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A parameter whose choices an entity query supplies (`optionsProvider: NoteQuery()`), as App Intents
    /// accepts any `EntityQuery` there. Widgetry renders the default configuration, so the choices are not asked for.
    public convenience init<Query: EntityQuery>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                                default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil,
                                                requestDisambiguationDialog: IntentDialog? = nil,
                                                inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Query) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  requestDisambiguationDialog: requestDisambiguationDialog)
    }

    /// The parameter's value. Reading a parameter that has none (a required entity whose query has no
    /// default result) stops the program, as on a device; ``AppIntentConfiguration`` checks first and
    /// shows the placeholder with a finding instead.
    public var wrappedValue: Value {
        get {
            guard let value = currentValue else {
                fatalError("the intent parameter '\(title)' has no value: give it a default, make it optional, or give its query a defaultResult()")
            }
            return value
        }
        set {
            lock.withLock { storage = newValue; wasSet = true }
        }
    }

    /// The parameter itself, as `$name`: what parameter summaries and key paths refer to.
    public var projectedValue: IntentParameter<Value> { self }

    /// The value, or `nil` when the parameter has none.
    var currentValue: Value? { lock.withLock { storage } }

    /// Asks the person for a value (Siri or Shortcuts prompts with `dialog`): no one answers during a check, so this
    /// throws, as when the person cancels, and `perform()` stops there — the intent's result is what a cancelled run gives.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        throw unanswered(dialog)
    }

    /// Asks the person to pick one of `values`: no one answers during a check, so this throws (see ``requestValue(_:)``).
    public func requestDisambiguation(among values: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        throw unanswered(dialog)
    }

    /// The error an intent throws to have the system ask for this parameter's value (`throw $city.needsValueError()`).
    public func needsValueError(_ dialog: IntentDialog? = nil) -> any Error {
        unanswered(dialog)
    }

    /// The error every request to the person ends in during a check: nobody answers `dialog`.
    private func unanswered(_ dialog: IntentDialog?) -> UnansweredRequest {
        UnansweredRequest(parameter: String(localized: title), dialog: dialog.map { String(localized: $0.full) })
    }

    /// Gives the parameter its default entity, unless it has a value that was set or given as default.
    func fill(with value: Value) {
        lock.withLock {
            guard !wasSet else { return }
            storage = value
        }
    }

    /// Whether the value came from the code (a default or an assignment) rather than the starting rules.
    var hasGivenValue: Bool { lock.withLock { wasSet } || defaultValue != nil }
}

/// How a number parameter is edited, as App Intents' `IntentIntegerControlStyle`; no effect in Widgetry.
public enum IntentIntegerControlStyle: Sendable, Hashable {
    /// A text field.
    case field
    /// A slider (needs an `inclusiveRange`).
    case slider
    /// A stepper.
    case stepper
}

extension IntentParameter {
    /// Asks the person for the value of an optional parameter, which gives the value itself (see ``requestValue(_:)``).
    public func requestValue<Wrapped>(_ dialog: IntentDialog? = nil) async throws -> Wrapped where Value == Wrapped? {
        throw unanswered(dialog)
    }
}

/// A question to the person that no one answers during a check (``IntentParameter/requestValue(_:)``).
struct UnansweredRequest: LocalizedError {
    let parameter: String
    let dialog: String?
    var errorDescription: String? {
        "no one answers \(dialog.map { "“\($0)”" } ?? "a request") for '\(parameter)' during a check, as when the person cancels"
    }
}
