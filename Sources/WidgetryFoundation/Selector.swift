import Foundation

/// A method's Objective-C name, as Foundation's `Selector` on Apple platforms. Linux has no Objective-C
/// runtime, so a selector is only its name: code that stores, compares or passes selectors compiles and
/// runs, and nothing is ever invoked through one (target–action calls have no runtime to dispatch to).
/// The front door writes `#selector(Type.method(_:))` as `Selector("method:")` on its copy.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name (`"method:"`).
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) { self.name = name }
    /// The selector named by a string literal.
    public init(stringLiteral value: String) { name = value }

    public var description: String { name }
}

/// The selector named `aSelectorName`, as Foundation's function.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of `aSelector`, as Foundation's function.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

extension NSObject {
    /// Whether the object has a method named `aSelector`: Linux has no Objective-C runtime to ask, so none is answered, and
    /// code that asks before a dynamic call (`if center.responds(to: selector) { center.perform(selector) }`) takes its
    /// path for an object without the method, as it does on an iOS version that lacks it.
    public func responds(to aSelector: Selector) -> Bool { false }

    /// Calls the method named `aSelector`: nothing can be invoked through a name here (``responds(to:)`` answers no), so
    /// nothing is called and nothing returned.
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? { nil }

    /// Calls the method named `aSelector` with `object`: nothing is called (see ``perform(_:)``).
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? { nil }

    /// Whether the class has a class method named `aSelector` (`UIApplication.responds(to: NSSelectorFromString(
    /// "sharedApplication"))`, which extension-safe code asks before reaching the app): no, as ``responds(to:)``
    /// answers for instances, so such code takes its path for an app extension.
    public class func responds(to aSelector: Selector!) -> Bool { false }

    /// Calls the class method named `aSelector`: nothing is called (see ``perform(_:)``).
    @discardableResult
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { nil }
}
