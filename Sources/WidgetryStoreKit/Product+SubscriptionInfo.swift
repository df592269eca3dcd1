import Foundation

extension Product {
    /// The subscription's details, as `Product.subscription`: none, as no product reaches Linux from the
    /// App Store (code then shows its "no subscription" state).
    public var subscription: SubscriptionInfo? { nil }

    /// A subscription's length, as `Product.SubscriptionPeriod`.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// A period's unit, as `Product.SubscriptionPeriod.Unit`.
        public enum Unit: Hashable, Sendable { case day, week, month, year }
        /// How many units.
        public let value: Int
        /// The unit.
        public let unit: Unit
    }

    /// An auto-renewable subscription's details, as `Product.SubscriptionInfo`.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The subscription group.
        public let subscriptionGroupID: String
        /// How long a period lasts.
        public let subscriptionPeriod: SubscriptionPeriod
        /// The statuses of the group: none here.
        public var status: [Status] { get async throws { [] } }
        /// The statuses of `groupID`: none here.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// Where a subscription stands, as `Product.SubscriptionInfo.RenewalState`.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }

        /// What renews next, as `Product.SubscriptionInfo.RenewalInfo`.
        public struct RenewalInfo: Hashable, Sendable {
            /// Whether the subscription renews.
            public let willAutoRenew: Bool
            /// The product it renews as.
            public let autoRenewPreference: String?
            /// The product now subscribed.
            public let currentProductID: String
            /// When it renews.
            public let renewalDate: Date?
        }

        /// A group's status, as `Product.SubscriptionInfo.Status`.
        public struct Status: Sendable {
            /// Where it stands.
            public let state: RenewalState
            /// Its latest transaction.
            public let transaction: VerificationResult<Transaction>
            /// What renews next.
            public let renewalInfo: VerificationResult<RenewalInfo>
        }
    }
}
