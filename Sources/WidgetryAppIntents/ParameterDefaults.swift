import Foundation

/// How a parameter without a `default:` starts, and how entity parameters get their query's default
/// result before a widget's default configuration is rendered.
enum ParameterDefaults {
    /// The value a parameter of `type` starts at without a `default:`; `nil` for entities and other types
    /// that need a query (or have no obvious empty value).
    static func startingValue<Value>(of type: Value.Type) -> Value? {
        if let optional = type as? any OptionalParameterValue.Type { return optional.empty as? Value }
        if let enumeration = type as? any AppEnum.Type { return firstCase(of: enumeration) as? Value }
        switch type {
        case is Bool.Type: return false as? Value
        case is Int.Type: return 0 as? Value
        case is Double.Type: return 0.0 as? Value
        case is String.Type: return "" as? Value
        default: return nil
        }
    }

    private static func firstCase<E: AppEnum>(of type: E.Type) -> E? { type.allCases.first }

    /// The entity type a parameter of `type` holds (`E` or `E?`), if any.
    static func entityType<Value>(of type: Value.Type) -> (any AppEntity.Type)? {
        if let entity = type as? any AppEntity.Type { return entity }
        if let optional = type as? any OptionalParameterValue.Type { return optional.wrappedType as? any AppEntity.Type }
        return nil
    }

    /// The entity's query's default result, as a value of `Value` (`E` or `E?`).
    static func defaultEntity<Value>(as type: Value.Type) async -> Value? {
        guard let entityType = entityType(of: type) else { return nil }
        guard let found = await defaultResult(of: entityType) else { return nil }
        if let value = found as? Value { return value }
        if let optional = type as? any OptionalParameterValue.Type { return optional.wrapping(found) as? Value }
        return nil
    }

    private static func defaultResult<E: AppEntity>(of type: E.Type) async -> Any? {
        await type.defaultQuery.defaultResult()
    }
}

/// `Optional`, seen through a parameter's value type.
protocol OptionalParameterValue {
    /// The wrapped type.
    static var wrappedType: Any.Type { get }
    /// `nil`.
    static var empty: Self { get }
    /// `value` wrapped, if it is of the wrapped type.
    static func wrapping(_ value: Any) -> Self?
}

extension Optional: OptionalParameterValue {
    static var wrappedType: Any.Type { Wrapped.self }
    static var empty: Self { .none }
    static func wrapping(_ value: Any) -> Self? { (value as? Wrapped).map { .some($0) } }
}

/// A parameter found in an intent (by reflection on its stored properties), with its type erased.
protocol ResolvableIntentParameter: AnyObject, Sendable {
    /// The parameter's title.
    var parameterTitle: String { get }
    /// Whether it has a value.
    var hasValue: Bool { get }
    /// Fills an entity parameter that has no given value with its query's default result.
    func resolveDefault() async
}

extension IntentParameter: ResolvableIntentParameter {
    var parameterTitle: String { title.description }

    var hasValue: Bool { currentValue != nil }

    func resolveDefault() async {
        guard !hasGivenValue, ParameterDefaults.entityType(of: Value.self) != nil else { return }
        if let value = await ParameterDefaults.defaultEntity(as: Value.self) { fill(with: value) }
    }
}

extension AppIntent {
    /// The intent's parameters, in declaration order.
    var resolvableParameters: [any ResolvableIntentParameter] {
        Mirror(reflecting: self).children.compactMap { $0.value as? any ResolvableIntentParameter }
    }

    /// Gives entity parameters their queries' default results; returns the titles of parameters that
    /// still have no value.
    func resolveDefaultParameters() async -> [String] {
        var missing: [String] = []
        for parameter in resolvableParameters {
            await parameter.resolveDefault()
            if !parameter.hasValue { missing.append(parameter.parameterTitle) }
        }
        return missing
    }
}
