/// Code that builds for iOS but not with Linux's Swift, which has no Objective-C runtime and no
/// Darwin libraries, with the smallest change that makes it build on both.
///
/// Each kind was checked with `swiftc -typecheck` (and a link for `@NSManaged`) on Linux, Swift 6.3.
/// What builds on Linux is not reported: `@IBAction`, `@IBInspectable`, `@IBDesignable`, `dynamic`,
/// `@NSCopying`, `@convention(block)`, `as NSString`/`as NSArray`-style bridging, `NSClassFromString`,
/// `NSStringFromClass` and `arc4random`.
public struct ObjectiveCConstruct: Sendable, Hashable {
    /// What the construct is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `@objc`, `@objc(Name)`, `@objcMembers`: "Objective-C interoperability is disabled".
        case objcAttribute
        /// `@IBOutlet`: its type is never an `@objc` class here.
        case interfaceBuilderOutlet
        /// `@NSManaged`: type-checks, then its accessors are undefined at link time.
        case managedProperty
        /// `#selector`, `Selector("…")`, `NSSelectorFromString`, `performSelector…`.
        case selector
        /// `#keyPath(…)`: "can only be used with the Objective-C runtime".
        case keyPathString
        /// `observe(\.x)` and `addObserver(_:forKeyPath:…)`: Linux's `NSObject` has no key-value observing.
        case keyValueObserving
        /// An override of NSObject's key-value coding hooks (`setValue(_:forUndefinedKey:)`), which Linux's NSObject
        /// does not declare.
        case keyValueCoding
        /// `autoreleasepool { }`: absent on Linux.
        case autoreleasePool
        /// `as CFString` and other casts to Core Foundation types, which Linux does not bridge.
        case coreFoundationBridge
        /// Core Foundation names without `import CoreFoundation`, which Linux's Foundation does not re-export.
        case coreFoundation
        /// Objective-C runtime functions: `objc_setAssociatedObject`, `class_getName`, `method_…`.
        case objectiveCRuntime
        /// Darwin-only functions and types: `mach_absolute_time`, `sysctlbyname`, `OSAtomic…`.
        case darwinOnly
        /// `import Darwin`, `import ObjectiveC`, `import MachO`: no such module.
        case darwinImport
    }

    /// The line in the user's file.
    public var line: Int
    /// The column (UTF-8), as the compiler counts it.
    public var column: Int
    /// The construct as written, e.g. `@objc`, `#selector(Model.refresh)`, `as CFString`.
    public var construct: String
    /// What it is.
    public var kind: Kind
    /// The smallest change that builds on Linux and keeps iOS as it is.
    public var smallestGuard: String

    /// A construct found at `line`:`column`.
    public init(line: Int, column: Int, construct: String, kind: Kind, smallestGuard: String) {
        self.line = line
        self.column = column
        self.construct = construct
        self.kind = kind
        self.smallestGuard = smallestGuard
    }
}
