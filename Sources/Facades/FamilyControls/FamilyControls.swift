// `import FamilyControls`: Screen Time authorization and the activity picker's selection, as shared app
// code declares them (https://developer.apple.com/documentation/familycontrols). Nobody can approve
// Screen Time access here: the status is `.notDetermined` and asking throws
// `FamilyControlsError.authorizationCanceled`, as when a user dismisses the prompt; the picker draws
// nothing. See docs/compatibility.md.
@_exported import Foundation
@_exported import ManagedSettings
import WidgetryFoundation
import WidgetryUI

/// Screen Time authorization, as `AuthorizationStatus`.
public enum AuthorizationStatus: Int, Codable, Sendable {
    case notDetermined = 0, denied, approved
}

/// Who is being authorized, as `FamilyControlsMember`.
public enum FamilyControlsMember: Sendable {
    /// A child in the family, approved by a parent.
    case child
    /// The device's own user (iOS 16).
    case individual
}

/// Why authorization failed, as `FamilyControlsError`.
public enum FamilyControlsError: Error, Sendable {
    case restricted, unavailable, invalidAccountType, invalidArgument, authorizationConflict, authorizationCanceled,
         networkError, authenticationMethodUnavailable
}

/// The app's Screen Time authorization, as `AuthorizationCenter`.
public final class AuthorizationCenter: @unchecked Sendable {
    /// The app's center.
    public static let shared = AuthorizationCenter()
    /// The status: not determined.
    public var authorizationStatus: AuthorizationStatus { .notDetermined }
    /// Asks for authorization: throws `.authorizationCanceled`, nobody answers the prompt here.
    public func requestAuthorization(for member: FamilyControlsMember) async throws {
        SkippedEffects.note("FamilyControls", "Screen Time authorization cannot be granted here; requestAuthorization throws .authorizationCanceled")
        throw FamilyControlsError.authorizationCanceled
    }
    /// Gives up authorization.
    public func revokeAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) { completionHandler(.success(())) }
}

/// What the user picked in the activity picker, as `FamilyActivitySelection`: tokens of apps, categories
/// and web domains, Codable as on iOS.
public struct FamilyActivitySelection: Codable, Hashable, Sendable {
    /// The apps chosen.
    public var applicationTokens: Set<ApplicationToken> = []
    /// The categories chosen.
    public var categoryTokens: Set<ActivityCategoryToken> = []
    /// The web domains chosen.
    public var webDomainTokens: Set<WebDomainToken> = []
    /// Whether choosing a category includes its apps.
    public var includeEntireCategory = false
    /// The apps chosen, as values.
    public var applications: Set<Application> { Set(applicationTokens.map { Application(token: $0) }) }
    /// The categories chosen, as values.
    public var categories: Set<ActivityCategory> { Set(categoryTokens.map { ActivityCategory(token: $0) }) }
    /// The web domains chosen, as values.
    public var webDomains: Set<WebDomain> { Set(webDomainTokens.map { WebDomain(token: $0) }) }
    /// An empty selection.
    public init() {}
    /// An empty selection that includes whole categories or not.
    public init(includeEntireCategory: Bool) { self.includeEntireCategory = includeEntireCategory }
}

/// The system's picker of apps and websites, as `FamilyActivityPicker`. Drawn by the system from data a
/// Linux run lacks: it draws nothing and leaves the selection as it is.
public struct FamilyActivityPicker: View {
    /// A picker editing `selection`.
    public init(selection: Binding<FamilyActivitySelection>) {}
    /// A picker with a title.
    public init(headerText: String? = nil, footerText: String? = nil, selection: Binding<FamilyActivitySelection>) {}
    /// Nothing.
    public var body: some View { EmptyView() }
}

extension View {
    /// Presents the activity picker (never shown in a widget): the view itself.
    public func familyActivityPicker(isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>) -> some View { self }
}
