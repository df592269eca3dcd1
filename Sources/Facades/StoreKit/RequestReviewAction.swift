import WidgetryFoundation
import WidgetryUI

/// Asks for an App Store review, as StoreKit's `RequestReviewAction` (`@Environment(\.requestReview)`, iOS 16):
/// calling it shows nothing here (no App Store), told once as a note, as iOS too may decline to show the prompt.
public struct RequestReviewAction: Sendable {
    /// Asks for a review.
    public func callAsFunction() {
        SkippedEffects.note("StoreKit", "requestReview() shows no review prompt here (iOS may also decline to show it)")
    }
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    /// The action that asks for an App Store review, as StoreKit declares it on SwiftUI's environment.
    public var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
        set { self[RequestReviewKey.self] = newValue }
    }
}
