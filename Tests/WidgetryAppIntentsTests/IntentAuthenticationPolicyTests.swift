import Foundation
import Testing
import WidgetryAppIntents

/// An intent that says a locked device may run it, written as apps write it (a stored static, Swift 5 mode in the
/// apps; here a computed one, as strict concurrency asks).
private struct RefreshIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh"
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresLocalDeviceAuthentication }
    func perform() async throws -> some IntentResult { .result() }
}

private struct PlainIntent: AppIntent {
    static let title: LocalizedStringResource = "Plain"
}

@Suite struct IntentAuthenticationPolicyTests {
    @Test("An intent's authenticationPolicy is what it declares, .alwaysAllowed when it declares none")
    func policy() {
        #expect(RefreshIntent.authenticationPolicy == .requiresLocalDeviceAuthentication)
        #expect(PlainIntent.authenticationPolicy == .alwaysAllowed)
    }
}
