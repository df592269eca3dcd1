import Foundation

#if !canImport(Darwin)
/// An Objective-C exception, as Foundation's `NSException`: Linux's Foundation has the exception names but not the class,
/// which shared code names when it wraps an Objective-C call (`struct ObjCError: Error { let exception: NSException }`).
///
/// Swift cannot catch an exception, and on iOS an uncaught one ends the app: ``raise()`` stops the program with the name
/// and reason, which Widgetry reports as the cell's failure.
open class NSException: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a constant.
    /// What kind of exception it is.
    public let name: NSExceptionName
    /// Why it was raised.
    public let reason: String?
    /// More about it.
    public let userInfo: [AnyHashable: Any]?

    /// An exception, not yet raised.
    public init(name: NSExceptionName, reason: String?, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.reason = reason
        self.userInfo = userInfo
    }

    /// The call stack where it was raised: none, since Swift code here never catches one.
    open var callStackSymbols: [String] { [] }

    /// Raises the exception: the program stops, as an uncaught exception ends an iOS app.
    open func raise() -> Never {
        fatalError("uncaught exception \(name.rawValue): \(reason ?? "no reason given")")
    }

    /// Raises an exception of `name` whose reason is `format` filled with `args`.
    public class func raise(_ name: NSExceptionName, format: String, arguments args: CVaListPointer) -> Never {
        NSException(name: name, reason: NSString(format: format, arguments: args) as String).raise()
    }

    open override var description: String { reason ?? name.rawValue }
}

extension NSExceptionName {
    /// `NSGenericException`.
    public static let genericException = NSExceptionName("NSGenericException")
    /// `NSRangeException`: an index out of range.
    public static let rangeException = NSExceptionName("NSRangeException")
    /// `NSInvalidArgumentException`.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// `NSInternalInconsistencyException`.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// `NSMallocException`.
    public static let mallocException = NSExceptionName("NSMallocException")
    /// `NSObjectInaccessibleException`.
    public static let objectInaccessibleException = NSExceptionName("NSObjectInaccessibleException")
    /// `NSObjectNotAvailableException`.
    public static let objectNotAvailableException = NSExceptionName("NSObjectNotAvailableException")
    /// `NSCharacterConversionException`.
    public static let characterConversionException = NSExceptionName("NSCharacterConversionException")
    /// `NSParseErrorException`: a property list that could not be read.
    public static let parseErrorException = NSExceptionName("NSParseErrorException")
    /// `NSUndefinedKeyException`: key-value coding with a key the object lacks.
    public static let undefinedKeyException = NSExceptionName("NSUndefinedKeyException")
    /// `NSFileHandleOperationException`.
    public static let fileHandleOperationException = NSExceptionName("NSFileHandleOperationException")
}

extension NSMutableString {
    /// Appends `format` filled with `args`, as Foundation's `appendFormat(_:_:)` (Linux's lacks it).
    public func appendFormat(_ format: NSString, _ args: CVarArg...) {
        append(String(format: format as String, arguments: args))
    }
}
#endif
