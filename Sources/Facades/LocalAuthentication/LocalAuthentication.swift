// `import LocalAuthentication`: Face ID / Touch ID / passcode checks app code guards data with
// (https://developer.apple.com/documentation/localauthentication/lacontext). A check has no biometry or
// passcode: policies cannot be evaluated (`LAError.biometryNotAvailable`, `.passcodeNotSet`), as on a
// device without either, so the code takes its "not available" path. See docs/compatibility.md.
@_exported import Foundation

/// What to authenticate with, as `LAPolicy`.
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1, deviceOwnerAuthentication = 2, deviceOwnerAuthenticationWithWatch = 3
}

/// The device's biometry, as `LABiometryType`.
public enum LABiometryType: Int, Sendable { case none = 0, touchID, faceID, opticID }

/// Why authentication failed, as `LAError`.
public struct LAError: Error, Hashable, Sendable, CustomNSError {
    /// The reason, as `LAError.Code`.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5,
             appCancel = -9, invalidContext = -10, biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8,
             notInteractive = -1004
        /// Matches an error against a code (`catch LAError.biometryNotAvailable`).
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? LAError)?.code == code }
    }
    /// The reason.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { "com.apple.LocalAuthentication" }
    public var errorCode: Int { code.rawValue }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var userCancel: Code { .userCancel }
}

/// An authentication context, as `LAContext`.
open class LAContext: NSObject, @unchecked Sendable {
    /// The fallback button's title.
    open var localizedFallbackTitle: String?
    /// The cancel button's title.
    open var localizedCancelTitle: String?
    /// The reason shown when the system asks for authentication on the app's behalf (a keychain item's access
    /// control): kept; no prompt is shown here.
    open var localizedReason: String = ""
    /// The device's biometry: none.
    open var biometryType: LABiometryType { .none }
    /// Whether the context may show UI.
    open var interactionNotAllowed = false
    public override init() { super.init() }

    private func failure(_ policy: LAPolicy) -> LAError {
        LAError(policy == .deviceOwnerAuthentication ? .passcodeNotSet : .biometryNotAvailable)
    }
    /// Whether `policy` can be evaluated: `false`, with the reason written to `error`.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = failure(policy) as NSError
        return false
    }
    /// Evaluates `policy`: `reply` gets `false` and the reason.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        reply(false, failure(policy))
    }
    /// Evaluates `policy`: throws the reason.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { throw failure(policy) }
    /// Ends the context.
    open func invalidate() {}
}
