import Foundation

/// Which comparison a comparator offers, as App Intents' comparator classes name them.
public enum EntityQueryComparatorKind: String, Sendable, Hashable, CaseIterable {
    case equalTo, notEqualTo, contains, hasPrefix, hasSuffix
    case greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo, isBetween
}

/// A comparator with its value type erased: what ``EntityQueryProperty`` keeps.
public struct EntityQueryComparator<ComparatorMappingType>: @unchecked Sendable {
    // @unchecked: the closure is only called.
    /// The comparison.
    public let kind: EntityQueryComparatorKind
    private let transform: (Any) -> ComparatorMappingType?

    init(kind: EntityQueryComparatorKind, transform: @escaping (Any) -> ComparatorMappingType?) {
        self.kind = kind
        self.transform = transform
    }

    /// What comparing with `value` maps to; for ``EntityQueryComparatorKind/isBetween``, `value` is a
    /// `(lower, upper)` pair. `nil` when `value` is not of the property's type.
    public func map(_ value: Any) -> ComparatorMappingType? { transform(value) }
}

/// The comparison a comparator type stands for: the first parameter of ``EntityQueryComparison``.
public protocol EntityQueryComparisonKind {
    /// The comparison.
    static var kind: EntityQueryComparatorKind { get }
}

/// One comparison of a property of type `Value`, as App Intents' comparator classes (`EqualToComparator { value in … }`):
/// `mappingTransform` turns the value the user gives into the query's ``EntityPropertyQuery/ComparatorMappingType``.
public struct EntityQueryComparison<Kind: EntityQueryComparisonKind, Value, ComparatorMappingType> {
    let erased: EntityQueryComparator<ComparatorMappingType>

    /// A comparison whose mapping is `mappingTransform`.
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        erased = EntityQueryComparator(kind: Kind.kind) { ($0 as? Value).map(mappingTransform) }
    }

    /// `IsBetweenComparator { lower, upper in … }`: a comparison with a range's two ends.
    public init(mappingTransform: @escaping (Value, Value) -> ComparatorMappingType) where Kind == IsBetweenComparison {
        erased = EntityQueryComparator(kind: Kind.kind) { ($0 as? (Value, Value)).map(mappingTransform) }
    }
}

/// Collects a property's comparators, as App Intents' `EntityQueryComparatorsBuilder`.
@resultBuilder
public enum EntityQueryComparatorsBuilder<Value, ComparatorMappingType> {
    public typealias Component = [EntityQueryComparator<ComparatorMappingType>]

    public static func buildExpression<Kind>(_ comparison: EntityQueryComparison<Kind, Value, ComparatorMappingType>) -> Component {
        [comparison.erased]
    }
    public static func buildBlock(_ parts: Component...) -> Component { parts.flatMap { $0 } }
    public static func buildOptional(_ part: Component?) -> Component { part ?? [] }
    public static func buildEither(first part: Component) -> Component { part }
    public static func buildEither(second part: Component) -> Component { part }
    public static func buildLimitedAvailability(_ part: Component) -> Component { part }
}

public enum EqualToComparison: EntityQueryComparisonKind { public static var kind: EntityQueryComparatorKind { .equalTo } }
public enum NotEqualToComparison: EntityQueryComparisonKind { public static var kind: EntityQueryComparatorKind { .notEqualTo } }
public enum ContainsComparison: EntityQueryComparisonKind { public static var kind: EntityQueryComparatorKind { .contains } }
public enum HasPrefixComparison: EntityQueryComparisonKind { public static var kind: EntityQueryComparatorKind { .hasPrefix } }
public enum HasSuffixComparison: EntityQueryComparisonKind { public static var kind: EntityQueryComparatorKind { .hasSuffix } }
public enum GreaterThanComparison: EntityQueryComparisonKind { public static var kind: EntityQueryComparatorKind { .greaterThan } }
public enum GreaterThanOrEqualToComparison: EntityQueryComparisonKind {
    public static var kind: EntityQueryComparatorKind { .greaterThanOrEqualTo }
}
public enum LessThanComparison: EntityQueryComparisonKind { public static var kind: EntityQueryComparatorKind { .lessThan } }
public enum LessThanOrEqualToComparison: EntityQueryComparisonKind { public static var kind: EntityQueryComparatorKind { .lessThanOrEqualTo } }
public enum IsBetweenComparison: EntityQueryComparisonKind { public static var kind: EntityQueryComparatorKind { .isBetween } }

/// `EqualToComparator { value in … }`: the property equals the value.
public typealias EqualToComparator<Value, Mapping> = EntityQueryComparison<EqualToComparison, Value, Mapping>
/// `NotEqualToComparator { value in … }`.
public typealias NotEqualToComparator<Value, Mapping> = EntityQueryComparison<NotEqualToComparison, Value, Mapping>
/// `ContainsComparator { value in … }`: the property (text) contains the value.
public typealias ContainsComparator<Value, Mapping> = EntityQueryComparison<ContainsComparison, Value, Mapping>
/// `HasPrefixComparator { value in … }`.
public typealias HasPrefixComparator<Value, Mapping> = EntityQueryComparison<HasPrefixComparison, Value, Mapping>
/// `HasSuffixComparator { value in … }`.
public typealias HasSuffixComparator<Value, Mapping> = EntityQueryComparison<HasSuffixComparison, Value, Mapping>
/// `GreaterThanComparator { value in … }`.
public typealias GreaterThanComparator<Value, Mapping> = EntityQueryComparison<GreaterThanComparison, Value, Mapping>
/// `GreaterThanOrEqualToComparator { value in … }`.
public typealias GreaterThanOrEqualToComparator<Value, Mapping> = EntityQueryComparison<GreaterThanOrEqualToComparison, Value, Mapping>
/// `LessThanComparator { value in … }`.
public typealias LessThanComparator<Value, Mapping> = EntityQueryComparison<LessThanComparison, Value, Mapping>
/// `LessThanOrEqualToComparator { value in … }`.
public typealias LessThanOrEqualToComparator<Value, Mapping> = EntityQueryComparison<LessThanOrEqualToComparison, Value, Mapping>
/// `IsBetweenComparator { lower, upper in … }`.
public typealias IsBetweenComparator<Value, Mapping> = EntityQueryComparison<IsBetweenComparison, Value, Mapping>
