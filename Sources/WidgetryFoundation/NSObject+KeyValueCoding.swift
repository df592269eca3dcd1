@_spi(Reflection) import Swift
import Foundation

/// An object whose values by key are its own storage, not its stored properties: managed objects (their attribute
/// values), Core Image filters (their parameters), CloudKit records (their fields), `UserDefaults` (its domain).
/// ``Foundation/NSObject/value(forKey:)`` and ``Foundation/NSObject/setValue(_:forKey:)`` ask it first.
package protocol KeyValueCodingStorage: AnyObject {
    /// The value for `key`, or nil.
    func storedValue(forKey key: String) -> Any?
    /// Sets the value for `key`.
    func storeValue(_ value: Any?, forKey key: String)
}

// Key-value coding, as NSObject's (NSKeyValueCoding.h), which Linux's Foundation lacks for Swift objects: old model
// code fills objects with `setValuesForKeys(json)` and reads `value(forKey:)`; JSON mappers write properties by name.
// Without the Objective-C runtime the properties are found by Swift's reflection: every stored property of the class
// and its superclasses, by name — what `@objc` properties are on iOS (the front door removes `@objc`, the properties
// stay). Computed properties have no storage to find: they are undefined keys here. As on iOS an undefined key stops
// the program (`NSUndefinedKeyException`, a failed cell naming the class and the key) unless the class handles it
// (``NSKeyValueCodingUndefinedKeys``). Disfavored, so where Linux's
// Foundation declares its own (`NSDictionary.value(forKey:)`) that one is called, as the class's own is on iOS.
extension NSObject {
    /// The value of the property named `key`, as key-value coding reads it; an optional that is `nil` reads as `nil`.
    /// A dictionary answers its object for the key and an array each element's value, as `NSDictionary` and `NSArray`
    /// do.
    @_disfavoredOverload
    public func value(forKey key: String) -> Any? {
        if let storage = self as? KeyValueCodingStorage { return storage.storedValue(forKey: key) }
        if let dictionary = self as? NSDictionary { return dictionary.object(forKey: key) }
        if let array = self as? NSArray { return array.map { ($0 as? NSObject)?.value(forKey: key) ?? NSNull() } }
        guard let field = StoredProperty.named(key, in: type(of: self)) else { return undefinedValue(forKey: key) }
        return field.read(from: self)
    }

    /// Sets the property named `key`, as key-value coding writes it: a value of the property's type (an `NSNumber`
    /// converts to a number or `Bool` property), `nil` for an optional. Observers of the key
    /// (`addObserver(_:forKeyPath:options:context:)`) are told. A value of another type stops the program, as iOS does.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKey key: String) {
        if let storage = self as? KeyValueCodingStorage {
            let old = storage.storedValue(forKey: key)
            storage.storeValue(value, forKey: key)
            KeyValueObservations.shared.deliver(on: self, keyPath: key, old: old, new: value)
            return
        }
        guard let field = StoredProperty.named(key, in: type(of: self)) else { return setUndefinedValue(value, forKey: key) }
        let old = field.read(from: self)
        guard let value = value, !(value is NSNull) else {
            guard field.isOptional else { return setNil(forKey: key) }
            field.writeNil(to: self)
            KeyValueObservations.shared.deliver(on: self, keyPath: key, old: old, new: nil)
            return
        }
        guard field.write(value, to: self) else {
            fatalError("[<\(type(of: self))> setValue:forKey:]: the value \(value) (\(type(of: value))) is not a \(field.type) for the key \(key).")
        }
        KeyValueObservations.shared.deliver(on: self, keyPath: key, old: old, new: value)
    }

    /// The value at a dotted key path (`owner.name`), each step read with ``value(forKey:)``.
    @_disfavoredOverload
    public func value(forKeyPath keyPath: String) -> Any? {
        if let object = self as? KeyValueCodingObject { return object.resolvedValue(forKeyPath: keyPath) }
        var current: Any? = self
        for key in keyPath.split(separator: ".").map(String.init) {
            switch current {
            case let object as NSObject: current = object.value(forKey: key)
            case let dictionary as [String: Any]: current = dictionary[key]
            default: return nil
            }
        }
        return current
    }

    /// Sets the value at a dotted key path: every step but the last read with ``value(forKey:)``, the last set with
    /// ``setValue(_:forKey:)``.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        var keys = keyPath.split(separator: ".").map(String.init)
        guard let last = keys.popLast() else { return }
        let target = keys.isEmpty ? self : self.value(forKeyPath: keys.joined(separator: ".")) as? NSObject
        target?.setValue(value, forKey: last)
    }

    /// Sets each key's value, as `setValuesForKeys(_:)` (an `NSNull` sets `nil`).
    @_disfavoredOverload
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value is NSNull ? nil : value, forKey: key) }
    }

    /// Each key's value, `NSNull` for `nil`, as `dictionaryWithValues(forKeys:)`.
    @_disfavoredOverload
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0, value(forKey: $0) ?? NSNull()) })
    }

    // What iOS's NSObject does for an undefined key or a nil scalar: raise, which stops the program. Named apart from
    // NSObject's overridable methods (``NSKeyValueCodingUndefinedKeys``), which a class's own would otherwise clash with;
    // the front door's copy writes `super.setValue(_:forUndefinedKey:)` in an override as these.

    /// NSObject's answer for an undefined key: stops the program with iOS's message (`NSUndefinedKeyException`).
    public func valueAsNSObject(forUndefinedKey key: String) -> Any? {
        fatalError("[<\(type(of: self))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    /// NSObject's answer to setting an undefined key: stops the program with iOS's message (`NSUndefinedKeyException`).
    public func setValueAsNSObject(_ value: Any?, forUndefinedKey key: String) {
        fatalError("[<\(type(of: self))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    /// NSObject's answer to setting `nil` for a non-optional property: stops the program, as iOS's
    /// `NSInvalidArgumentException`.
    public func setNilValueForKeyAsNSObject(_ key: String) {
        fatalError("[<\(type(of: self))> setNilValueForKey]: could not set nil as the value for the key \(key).")
    }

    private func undefinedValue(forKey key: String) -> Any? {
        if let handler = self as? NSKeyValueCodingUndefinedKeys { return handler.value(forUndefinedKey: key) }
        return valueAsNSObject(forUndefinedKey: key)
    }

    private func setUndefinedValue(_ value: Any?, forKey key: String) {
        if let handler = self as? NSKeyValueCodingUndefinedKeys { handler.setValue(value, forUndefinedKey: key) } else { setValueAsNSObject(value, forUndefinedKey: key) }
    }

    private func setNil(forKey key: String) {
        if let handler = self as? NSKeyValueCodingUndefinedKeys { handler.setNilValueForKey(key) } else { setNilValueForKeyAsNSObject(key) }
    }
}

/// What a class does for keys it has no property for, as it overrides NSObject's methods on iOS (a JSON model ignoring
/// keys it does not map: `override func setValue(_ value: Any?, forUndefinedKey key: String) {}`). Linux's NSObject
/// declares none of them to override, so the front door's copy of such a class adopts this protocol instead (the
/// `override` removed, the line unmoved), and key-value coding calls the class's own. Those it does not implement do
/// what NSObject's do.
public protocol NSKeyValueCodingUndefinedKeys: AnyObject {
    /// The value for a key with no property.
    func value(forUndefinedKey key: String) -> Any?
    /// Sets a key with no property.
    func setValue(_ value: Any?, forUndefinedKey key: String)
    /// Sets `nil` for a non-optional property.
    func setNilValueForKey(_ key: String)
}

extension NSKeyValueCodingUndefinedKeys where Self: NSObject {
    /// NSObject's: stops the program (see ``Foundation/NSObject/valueAsNSObject(forUndefinedKey:)``).
    public func value(forUndefinedKey key: String) -> Any? { valueAsNSObject(forUndefinedKey: key) }
    /// NSObject's: stops the program (see ``Foundation/NSObject/setValueAsNSObject(_:forUndefinedKey:)``).
    public func setValue(_ value: Any?, forUndefinedKey key: String) { setValueAsNSObject(value, forUndefinedKey: key) }
    /// NSObject's: stops the program (see ``Foundation/NSObject/setNilValueForKeyAsNSObject(_:)``).
    public func setNilValueForKey(_ key: String) { setNilValueForKeyAsNSObject(key) }
}

/// A stored property of a class, found by Swift's reflection (the standard library's field records), and read and
/// written through its offset in the object, as the Objective-C runtime's instance variables are.
struct StoredProperty {
    var offset: Int
    var type: Any.Type

    /// The stored property `name` of `type` or a superclass, the nearest first.
    static func named(_ name: String, in type: AnyClass) -> StoredProperty? {
        var found: StoredProperty?
        var current: AnyClass? = type
        while found == nil, let someClass = current, ObjectIdentifier(someClass) != ObjectIdentifier(NSObject.self) {
            // `_EachFieldOptions.classType` is a `static var` in the standard library (not concurrency-safe to name); its
            // raw value is 1 << 0 (ReflectionMirror.swift).
            _ = _forEachField(of: someClass, options: _EachFieldOptions(rawValue: 1 << 0)) { fieldName, offset, fieldType, _ in
                guard String(cString: fieldName) == name else { return true }
                found = StoredProperty(offset: offset, type: fieldType)
                return false
            }
            current = _getSuperclass(someClass)
        }
        return found
    }

    var isOptional: Bool { type is any OptionalProperty.Type }

    private func address(in object: AnyObject) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(object).toOpaque() + offset
    }

    /// The property's value; `nil` for an optional holding none.
    func read(from object: AnyObject) -> Any? {
        let raw = address(in: object)
        func load<T>(_: T.Type) -> Any? {
            let value = raw.assumingMemoryBound(to: T.self).pointee
            if let optional = value as? any OptionalProperty { return optional.wrappedAny }
            return value
        }
        return _openExistential(type, do: load)
    }

    /// Writes `value` if it is of the property's type (or converts to it, as key-value coding unboxes numbers).
    func write(_ value: Any, to object: AnyObject) -> Bool {
        let raw = address(in: object)
        func store<T>(_: T.Type) -> Bool {
            guard let typed = Self.converted(value, to: T.self) else { return false }
            raw.assumingMemoryBound(to: T.self).pointee = typed
            return true
        }
        return _openExistential(type, do: store)
    }

    /// Sets an optional property to `nil`.
    func writeNil(to object: AnyObject) {
        let raw = address(in: object)
        func store<T>(_: T.Type) {
            guard let none = (T.self as? any OptionalProperty.Type)?.noneValue as? T else { return }
            raw.assumingMemoryBound(to: T.self).pointee = none
        }
        _openExistential(type, do: store)
    }

    /// `value` as a `T`: as it is, or an `NSNumber` as the number or `Bool` it holds, as key-value coding unboxes a
    /// number for a scalar property.
    static func converted<T>(_ value: Any, to _: T.Type) -> T? {
        if let typed = value as? T { return typed }
        guard let number = value as? NSNumber else { return nil }
        let candidates: [Any] = [number.intValue, number.doubleValue, number.boolValue, number.floatValue, number.int64Value,
                                 CGFloat(number.doubleValue), number.int32Value, number.uintValue]
        return candidates.lazy.compactMap { $0 as? T }.first
    }
}

/// `Optional`, seen through an existential: whether a value holds none, and how to make none.
private protocol OptionalProperty {
    var wrappedAny: Any? { get }
    static var noneValue: Any { get }
}

extension Optional: OptionalProperty {
    var wrappedAny: Any? { self.map { $0 as Any } }
    // Not named `none`: inside `Optional` that would be the case itself.
    static var noneValue: Any { Optional<Wrapped>.none as Any }
}
