import Foundation
import WidgetryUIKit

// Sign in with Apple and the credential provider need the system's UI and Apple's servers: the types
// compile, requests fail with `ASAuthorizationError(.notHandled)` and nothing is shown (a widget never
// signs in; it reads the signed-in state the app stored).

/// An authorization failure, as `ASAuthorizationError`.
public struct ASAuthorizationError: Error, Hashable, Sendable {
    /// What went wrong, as `ASAuthorizationError.Code`.
    public enum Code: Int, Sendable { case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let canceled = Code.canceled
    public static let unknown = Code.unknown
    public static let failed = Code.failed
}

/// A request for a credential, as `ASAuthorizationRequest`.
open class ASAuthorizationRequest: @unchecked Sendable { public init() {} }

/// Scopes of Apple ID information, as `ASAuthorization.Scope`.
public struct ASAuthorizationScope: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullName = ASAuthorizationScope(rawValue: "full_name")
    public static let email = ASAuthorizationScope(rawValue: "email")
}

/// A Sign in with Apple request, as `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorizationScope]?
    open var nonce: String?
    open var state: String?
}

/// Makes Sign in with Apple requests, as `ASAuthorizationAppleIDProvider`.
open class ASAuthorizationAppleIDProvider: @unchecked Sendable {
    /// A credential's state, as `ASAuthorizationAppleIDProvider.CredentialState`.
    public enum CredentialState: Int, Sendable { case revoked = 0, authorized = 1, notFound = 2, transferred = 3 }
    public init() {}
    /// A new request.
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
    /// The state of `userID`'s credential: `.notFound` (no Apple ID on Linux).
    open func getCredentialState(forUserID userID: String, completion: @escaping (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }
    /// The state of `userID`'s credential: `.notFound`.
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// A credential, as `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: AnyObject, Sendable {}

/// A Sign in with Apple credential, as `ASAuthorizationAppleIDCredential`.
open class ASAuthorizationAppleIDCredential: ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let email: String?
    public let fullName: PersonNameComponents?
    public let identityToken: Data?
    public let authorizationCode: Data?
    public init(user: String, email: String?, fullName: PersonNameComponents?, identityToken: Data?, authorizationCode: Data?) {
        self.user = user; self.email = email; self.fullName = fullName; self.identityToken = identityToken; self.authorizationCode = authorizationCode
    }
}

/// A successful authorization, as `ASAuthorization`.
open class ASAuthorization: @unchecked Sendable {
    public let credential: any ASAuthorizationCredential
    public init(credential: any ASAuthorizationCredential) { self.credential = credential }
}

/// Hears a controller's outcome, as `ASAuthorizationControllerDelegate` (both methods optional there).
public protocol ASAuthorizationControllerDelegate: AnyObject {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}
extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Where a controller presents its UI, as `ASPresentationAnchor`: a window, as on iOS (`ASPresentationAnchor()`,
/// `ASPresentationAnchor(frame: .zero)`, or the scene's key window).
public typealias ASPresentationAnchor = UIWindow

/// Says where to present, as `ASAuthorizationControllerPresentationContextProviding`.
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Runs authorization requests, as `ASAuthorizationController`: ``performRequests()`` tells the delegate
/// ``ASAuthorizationError`` `.notHandled` (no system UI on Linux).
open class ASAuthorizationController: @unchecked Sendable {
    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }
    /// Fails at once with `.notHandled`.
    open func performRequests() {
        delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(.notHandled))
    }
}

