import Foundation

#if !canImport(Darwin)
/// A key path, a constant or a function of expressions, as Foundation's `NSExpression` — which Linux's Foundation declares
/// unavailable; this class shadows it for code that imports Foundation through Widgetry. Core Data code builds one to fetch
/// an aggregate (`NSExpression(forFunction: "max:", arguments: [NSExpression(forKeyPath: "order")])` in an
/// `NSExpressionDescription`), and Core Data's dictionary fetches evaluate it over the fetched objects.
///
/// Evaluation follows key-value coding as Foundation's does: a key path read from an array gives the array of each
/// element's value, so an aggregate function applied to a key path over the fetched objects aggregates their values.
/// Functions: the aggregates `sum:`, `count:`, `min:`, `max:`, `average:` (Foundation's names, "NSExpression › Function
/// Expressions"); any other name evaluates to nil.
open class NSExpression: NSObject, @unchecked Sendable {
    // @unchecked: an expression is immutable once made, as Foundation's is in practice.
    /// What kind of expression this is, as `NSExpression.ExpressionType`.
    public enum ExpressionType: UInt, Sendable {
        case constantValue = 0, evaluatedObject = 1, variable = 2, keyPath = 3, function = 4
    }

    /// The kind of expression.
    public let expressionType: ExpressionType
    /// A key-path expression's key path.
    public let keyPath: String
    /// A constant expression's value.
    public let constantValue: Any?
    /// A function expression's name (`"max:"`).
    public let function: String
    /// A function expression's arguments.
    public let arguments: [NSExpression]?

    private init(type: ExpressionType, keyPath: String = "", constant: Any? = nil, function: String = "", arguments: [NSExpression]? = nil) {
        expressionType = type
        self.keyPath = keyPath
        constantValue = constant
        self.function = function
        self.arguments = arguments
        super.init()
    }

    /// The value of `keyPath` on the evaluated object.
    public convenience init(forKeyPath keyPath: String) { self.init(type: .keyPath, keyPath: keyPath) }
    /// The value of a key path written as Swift key path, as iOS 16's `init(forKeyPath:)` taking a `KeyPath`.
    public convenience init<Root, Value>(forKeyPath keyPath: KeyPath<Root, Value>) {
        self.init(type: .keyPath, keyPath: NSExpression.name(of: keyPath))
    }
    /// `value` itself.
    public convenience init(forConstantValue value: Any?) { self.init(type: .constantValue, constant: value) }
    /// The object evaluated (`SELF`).
    public class func expressionForEvaluatedObject() -> NSExpression { NSExpression(type: .evaluatedObject) }
    /// `name` applied to `parameters`.
    public convenience init(forFunction name: String, arguments parameters: [Any]) {
        self.init(type: .function, function: name, arguments: parameters.map { ($0 as? NSExpression) ?? NSExpression(forConstantValue: $0) })
    }

    /// The expression's value for `object`.
    open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
        switch expressionType {
        case .constantValue: return constantValue
        case .evaluatedObject, .variable: return object
        case .keyPath: return PredicateFormat.resolve(.keyPath(keyPath), on: object)
        case .function:
            let values = (arguments ?? []).map { $0.expressionValue(with: object, context: context) }
            return Self.apply(function, to: values)
        }
    }

    /// Foundation's aggregate functions over the first argument's values.
    static func apply(_ function: String, to arguments: [Any?]) -> Any? {
        let values: [Any] = {
            guard let first = arguments.first else { return [] }
            return (PredicateFormat.elements(of: first) ?? [first]).compactMap { $0 }.filter { !($0 is NSNull) }
        }()
        let numbers = values.compactMap(number(of:))
        switch function {
        case "count:": return values.count
        case "sum:": return numbers.reduce(0, +)
        case "average:": return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
        case "min:": return values.min { KeyValueComparable($0) < KeyValueComparable($1) }
        case "max:": return values.max { KeyValueComparable($0) < KeyValueComparable($1) }
        default: return nil
        }
    }

    private static func number(of value: Any) -> Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue
        case let int as any BinaryInteger: return Double(int)
        case let double as Double: return double
        case let float as Float: return Double(float)
        default: return nil
        }
    }

    /// The property name a Swift key path reads (`\Task.order` → `order`), from the key path's description.
    private static func name<Root, Value>(of keyPath: KeyPath<Root, Value>) -> String {
        // Swift writes a key path as `\Root.a.b`; the root type's own name may hold dots (a nested type).
        let text = String(describing: keyPath), root = "\\\(Root.self)."
        return text.hasPrefix(root) ? String(text.dropFirst(root.count)) : text
    }

    open override var description: String {
        switch expressionType {
        case .constantValue: return String(describing: constantValue ?? "nil")
        case .evaluatedObject, .variable: return "SELF"
        case .keyPath: return keyPath
        case .function: return "\(function)(\((arguments ?? []).map(\.description).joined(separator: ", ")))"
        }
    }
}
#endif
