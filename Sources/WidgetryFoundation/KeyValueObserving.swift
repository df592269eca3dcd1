import Foundation

// Key-value observing as iOS code registers it (`defaults.addObserver(self, forKeyPath: "token", options: [.new],
// context: nil)` with an `observeValue(forKeyPath:of:change:context:)` override), which Linux's NSObject lacks.
// Linux has no Objective-C runtime to see a property change, so what is delivered is what can be known here: the
// `.initial` call at registration and, for `UserDefaults`, writes through key-value coding (`setValue(_:forKey:)`).
// Writes through `set(_:forKey:)` are Foundation's own method and pass unseen. A widget reads its values once per
// timeline, so the value at registration is the one a check needs.

/// What an observation reports, as Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value, in the change dictionary.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The old value, in the change dictionary.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A call at registration, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A call before each change as well as after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change, as Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// The keys of a change dictionary, as Foundation's `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// The method an observer implements, as `NSObject.observeValue(forKeyPath:of:change:context:)` on iOS. Linux's
/// NSObject has no such method to override, so the front door's copy of a class that overrides it adopts this
/// protocol instead (the `override` removed, the line unmoved).
public protocol NSKeyValueObserving: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

/// The observations registered in the process.
final class KeyValueObservations: @unchecked Sendable {
    // `@unchecked`: guarded by `lock`.
    struct Registration {
        weak var observed: NSObject?
        weak var observer: NSObject?
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
    }

    static let shared = KeyValueObservations()
    private let lock = NSLock()
    private var registrations: [Registration] = []

    func add(_ registration: Registration) {
        lock.withLock {
            registrations.removeAll { $0.observed == nil || $0.observer == nil }
            registrations.append(registration)
        }
    }

    /// Removes the registrations of `observer` for `keyPath` on `observed` (with `context`, when given).
    func remove(observer: NSObject, from observed: NSObject, keyPath: String, context: UnsafeMutableRawPointer??) {
        lock.withLock {
            registrations.removeAll { registration in
                registration.observed === observed && registration.observer === observer && registration.keyPath == keyPath
                    && (context.map { $0 == registration.context } ?? true)
            }
        }
    }

    /// The live registrations for `keyPath` on `observed`.
    func registrations(on observed: NSObject, keyPath: String) -> [Registration] {
        lock.withLock { registrations.filter { $0.observed === observed && $0.keyPath == keyPath && $0.observer != nil } }
    }

    /// Tells each observer of `keyPath` on `observed` that it changed from `old` to `new`.
    func deliver(on observed: NSObject, keyPath: String, old: Any?, new: Any?) {
        for registration in registrations(on: observed, keyPath: keyPath) {
            guard let observer = registration.observer as? NSKeyValueObserving else { continue }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if registration.options.contains(.prior) {
                var prior = change
                prior[.notificationIsPriorKey] = true
                if registration.options.contains(.old) { prior[.oldKey] = old ?? NSNull() }
                observer.observeValue(forKeyPath: keyPath, of: observed, change: prior, context: registration.context)
            }
            if registration.options.contains(.new) { change[.newKey] = new ?? NSNull() }
            if registration.options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            observer.observeValue(forKeyPath: keyPath, of: observed, change: change, context: registration.context)
        }
    }
}

extension NSObject {
    /// Registers `observer` for changes of `keyPath`, as key-value observing on iOS: with `.initial` it is called at
    /// once with the current value (a `UserDefaults` value; `nil` for other objects, which have no key-value coding
    /// here). See the notes at the top of this file for which later changes are delivered.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        KeyValueObservations.shared.add(.init(observed: self, observer: observer, keyPath: keyPath, options: options, context: context))
        guard options.contains(.initial), let observer = observer as? NSKeyValueObserving else { return }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if options.contains(.new) { change[.newKey] = observedValue(forKeyPath: keyPath) ?? NSNull() }
        observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
    }

    /// Ends `observer`'s registration for `keyPath` made with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservations.shared.remove(observer: observer, from: self, keyPath: keyPath, context: .some(context))
    }

    /// Ends `observer`'s registrations for `keyPath`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservations.shared.remove(observer: observer, from: self, keyPath: keyPath, context: nil)
    }

    /// NSObject's own `observeValue(forKeyPath:of:change:context:)`, which an override calls on `super` for
    /// observations it did not register (the front door's copy writes `super.observeValue` as this): it ignores the
    /// call, where iOS's raises for a context nobody handled.
    public func observeValueAsNSObject(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {}

    /// The value key-value coding reads for `keyPath`: a defaults object's stored value.
    private func observedValue(forKeyPath keyPath: String) -> Any? {
        (self as? UserDefaults)?.object(forKey: keyPath)
    }
}

/// A change as a block-based observation reports it, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change.
    public let kind: NSKeyValueChange
    /// The new value, when the options asked for it.
    public let newValue: Value?
    /// The old value, when the options asked for it.
    public let oldValue: Value?
    /// The indexes of a collection change.
    public let indexes: IndexSet?
    /// Whether this is the call before the change (`.prior`).
    public let isPrior: Bool
}

/// A block-based observation, as Foundation's `NSKeyValueObservation`: it lasts until it is invalidated or released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    // @unchecked: the one mutable flag is guarded by `lock`.
    private let lock = NSLock()
    private var valid = true

    /// Whether ``invalidate()`` has not been called.
    public var isValid: Bool { lock.withLock { valid } }

    /// Ends the observation.
    public func invalidate() { lock.withLock { valid = false } }
}

/// The block-based observing API that `NSObject` and its subclasses have on iOS, as Foundation's
/// `_KeyValueCodingAndObserving` (Linux's NSObject lacks it).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes the property at `keyPath` (`item.observe(\.status, options: [.initial, .new]) { item, change in … }`).
    ///
    /// With `.initial`, `changeHandler` is called at once with the property's current value (the Swift key path reads it);
    /// later changes are not seen, since Linux has no Objective-C runtime to report a property's setter — a widget reads
    /// its values once per timeline, so the value at registration is the one a check needs.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        if options.contains(.initial) {
            let value = options.contains(.new) ? self[keyPath: keyPath] : nil
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: value, oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}
