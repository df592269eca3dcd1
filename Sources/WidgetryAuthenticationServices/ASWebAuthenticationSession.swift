import Foundation
import WidgetryUIKit

/// A web sign-in, as `ASWebAuthenticationSession`: ``start()`` returns `false` and the completion hears
/// ``ASWebAuthenticationSessionError/Code/canceledLogin`` (no browser on Linux, and a widget never signs in: it reads the
/// state the app stored). Apps' code for the cancelled case is the path a check exercises.
open class ASWebAuthenticationSession: @unchecked Sendable {
    /// The session's error codes (spelled `ASWebAuthenticationSessionError.Code` on iOS, too).
    public typealias ErrorCode = ASWebAuthenticationSessionError.Code
    /// A session's failure.
    public typealias SessionError = ASWebAuthenticationSessionError
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void
    let completion: CompletionHandler
    /// Whether the session shares no cookies with Safari; kept.
    open var prefersEphemeralWebBrowserSession = false
    /// Where the session would show the sign-in page; kept, never asked.
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// Extra HTTP header fields for the first request (iOS 17.4); kept.
    open var additionalHeaderFields: [String: String]?

    public init(url: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) { completion = completionHandler }
    /// A session whose callback is a custom scheme or an HTTPS host and path (iOS 17.4).
    public init(url: URL, callback: Callback, completionHandler: @escaping CompletionHandler) { completion = completionHandler }

    /// Whether the session can start: `false`, as there is no browser to show it in.
    open var canStart: Bool { false }
    /// Does not start: calls the completion with `canceledLogin` and returns `false`.
    @discardableResult
    open func start() -> Bool { completion(nil, ASWebAuthenticationSessionError(.canceledLogin)); return false }
    /// Nothing to cancel.
    open func cancel() {}

    /// Where the sign-in page sends the person back to, as `ASWebAuthenticationSession.Callback` (iOS 17.4).
    public struct Callback: Sendable, Hashable {
        let description: String
        /// A callback to a custom URL scheme.
        public static func customScheme(_ customScheme: String) -> Callback { Callback(description: customScheme + ":") }
        /// A callback to an HTTPS URL at `host` and `path`.
        public static func https(host: String, path: String) -> Callback { Callback(description: "https://" + host + path) }
    }
}

/// Says where a web sign-in is shown, as `ASWebAuthenticationPresentationContextProviding`.
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
    /// The window the sign-in sheet is shown over.
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A web sign-in's failure, as `ASWebAuthenticationSessionError`: matched with `error.code == .canceledLogin` or
/// `catch ASWebAuthenticationSessionError.canceledLogin`, as Apple's bridged error structs are.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
    /// What went wrong, as `ASWebAuthenticationSessionError.Code`.
    public enum Code: Int, Sendable, Hashable {
        /// The person cancelled, or (here) there is no browser to sign in with.
        case canceledLogin = 1
        /// No presentation context provider was set.
        case presentationContextNotProvided = 2
        /// The provider's window is not usable.
        case presentationContextInvalid = 3
    }
    /// What went wrong.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
    /// The error domain Apple's bridged error carries.
    public static var errorDomain: String { "com.apple.AuthenticationServices.WebAuthenticationSession" }
    /// The person cancelled.
    public static var canceledLogin: Code { .canceledLogin }
    /// No presentation context provider was set.
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    /// The provider's window is not usable.
    public static var presentationContextInvalid: Code { .presentationContextInvalid }
}

extension ASWebAuthenticationSessionError.Code {
    /// Matches an error of this code in a `catch` or `switch` pattern, as bridged error codes do.
    public static func ~= (code: Self, error: any Error) -> Bool {
        (error as? ASWebAuthenticationSessionError)?.code == code
    }
}
