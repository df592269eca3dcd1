import Foundation

#if !canImport(Darwin)
/// The name a value transformer is registered under, as Foundation's `NSValueTransformerName`.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `NSSecureUnarchiveFromData`: Core Data's default for transformable attributes.
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
    /// `NSNegateBoolean`.
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    /// `NSIsNil`.
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    /// `NSIsNotNil`.
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
}

/// Converts a value to another and back, as Foundation's `ValueTransformer` (Linux's Foundation lacks it): Core Data's
/// transformable attributes name one (`ArrayTransformer: ValueTransformer`), and apps register theirs by name.
open class ValueTransformer: NSObject, @unchecked Sendable {
    // @unchecked: a transformer holds no state of its own; subclasses are registered once, at launch.
    nonisolated(unsafe) private static var registered: [NSValueTransformerName: ValueTransformer] = [:]
    private static let lock = NSLock()

    public override init() { super.init() }

    /// The class of the values ``transformedValue(_:)`` returns.
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// Whether ``reverseTransformedValue(_:)`` undoes ``transformedValue(_:)``: no, unless a subclass says so.
    open class func allowsReverseTransformation() -> Bool { false }

    /// The value transformed: the value itself, unless a subclass transforms it.
    open func transformedValue(_ value: Any?) -> Any? { value }

    /// The value transformed back: ``transformedValue(_:)`` when the class allows reversing (as Foundation), else nil —
    /// where Foundation raises an exception.
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        type(of: self).allowsReverseTransformation() ? transformedValue(value) : nil
    }

    /// Registers `transformer` under `name` (nil removes it).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        lock.withLock { registered[name] = transformer }
    }

    /// The names of the registered transformers.
    open class func valueTransformerNames() -> [NSValueTransformerName] {
        lock.withLock { Array(registered.keys) }
    }

    /// The transformer registered under `name` (Foundation's `ValueTransformer(forName:)`, which Swift cannot write as an
    /// initializer returning a shared object).
    public static func registered(forName name: NSValueTransformerName) -> ValueTransformer? {
        lock.withLock { registered[name] }
    }
}

/// Archives values to data and back with secure coding, as Foundation's `NSSecureUnarchiveFromDataTransformer`: the
/// transformer Core Data uses for transformable attributes; subclasses list the classes they read
/// (`override class var allowedTopLevelClasses: [AnyClass] { [UIColor.self] }`).
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer, @unchecked Sendable {
    /// The classes unarchiving accepts at the top level.
    open class var allowedTopLevelClasses: [AnyClass] {
        [NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self, NSData.self, NSURL.self, NSUUID.self, NSNull.self]
    }

    open override class func allowsReverseTransformation() -> Bool { true }
    open override class func transformedValueClass() -> AnyClass { NSData.self }

    /// Data back to the archived object (Core Data reads an attribute this way).
    open override func transformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data else { return nil }
        return try? NSKeyedUnarchiver.unarchivedObject(ofClasses: type(of: self).allowedTopLevelClasses, from: data)
    }

    /// The object archived to data (Core Data writes an attribute this way).
    open override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
    }
}
#endif
