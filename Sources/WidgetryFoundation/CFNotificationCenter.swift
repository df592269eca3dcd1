import Foundation

// Darwin notifications (`CFNotificationCenterGetDarwinNotifyCenter`) are how an app and its widget
// extension signal each other across processes (notify(3)). Linux has no notify daemon and a render has
// no second process to signal, so these compile, posting delivers nothing and observers are never
// called (docs/compatibility.md). In-process notifications belong to `NotificationCenter`, which works.

/// A Core Foundation string (`"name" as CFString`); Linux's Foundation has no Core Foundation bridge, so
/// the name stands for `NSString` (as the Security facade's does).
public typealias CFString = NSString
/// A Core Foundation dictionary (`userInfo as CFDictionary`), standing for `NSDictionary`.
public typealias CFDictionary = NSDictionary

/// A notification's name, as Core Foundation's `CFNotificationName`.
public struct CFNotificationName: Hashable, @unchecked Sendable, RawRepresentable {
    // `@unchecked`: the name is an immutable string.
    /// The name as a string.
    public var rawValue: CFString
    /// The notification named `rawValue`.
    public init(rawValue: CFString) { self.rawValue = rawValue }
    /// The notification named `rawValue`.
    public init(_ rawValue: CFString) { self.rawValue = rawValue }
}

/// A notification center, as Core Foundation's `CFNotificationCenter`; only the Darwin center exists here.
public final class CFNotificationCenter: @unchecked Sendable {
    // `@unchecked`: stateless.
    static let darwin = CFNotificationCenter()
}

/// How a suspended app gets notifications, as Core Foundation's enum; accepted.
public enum CFNotificationSuspensionBehavior: Int, Sendable {
    case drop = 1, coalesce = 2, hold = 3, deliverImmediately = 4
}

/// The callback an observer registers, as Core Foundation's `CFNotificationCallback` (a Swift closure
/// here: with no calls made, nothing needs the C calling convention).
public typealias CFNotificationCallback = (CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?,
                                                          UnsafeRawPointer?, CFDictionary?) -> Void

/// The Darwin notify center (cross-process notifications); on Linux it delivers nothing.
public func CFNotificationCenterGetDarwinNotifyCenter() -> CFNotificationCenter { .darwin }

/// Posts `name` to `center`; nothing is delivered on Linux (no other process listens).
public func CFNotificationCenterPostNotification(_ center: CFNotificationCenter!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!,
                                                 _ userInfo: CFDictionary!, _ deliverImmediately: Bool) {}

/// Registers an observer; it is never called on Linux.
public func CFNotificationCenterAddObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ callBack: CFNotificationCallback!,
                                           _ name: CFString!, _ object: UnsafeRawPointer!,
                                           _ suspensionBehavior: CFNotificationSuspensionBehavior) {}

/// Removes an observer's registration for `name`; nothing is registered on Linux.
public func CFNotificationCenterRemoveObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ name: CFNotificationName!,
                                              _ object: UnsafeRawPointer!) {}

/// Removes every registration of `observer`; nothing is registered on Linux.
public func CFNotificationCenterRemoveEveryObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!) {}

/// The error domain of CFNetwork's errors, as `kCFErrorDomainCFNetwork` (`nsError.domain == kCFErrorDomainCFNetwork as String`
/// tells a CFNetwork failure from others). Linux's URL loading reports `NSURLErrorDomain`, so the comparison is false here.
nonisolated(unsafe) public let kCFErrorDomainCFNetwork: CFString = NSString(string: "kCFErrorDomainCFNetwork")
