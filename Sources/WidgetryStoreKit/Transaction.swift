import Foundation

/// A purchase, as StoreKit 2's `Transaction`. Linux cannot reach the App Store, so no transaction exists: the sequences
/// are empty and the look-ups answer `nil`, and code shows its "not purchased" state. The members are StoreKit's, so
/// code that reads a transaction's price, offer or storefront (a purchase-analytics package) compiles.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The first transaction of the purchase (renewals share it).
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The kind of product.
    public let productType: Product.ProductType
    /// When it was bought.
    public let purchaseDate: Date
    /// When the first transaction was bought.
    public let originalPurchaseDate: Date
    /// When it lapses, for subscriptions.
    public let expirationDate: Date?
    /// When it was refunded.
    public let revocationDate: Date?
    /// Why it was refunded.
    public let revocationReason: RevocationReason?
    /// How many were bought.
    public let purchasedQuantity: Int
    /// What was paid, in ``currency`` (iOS 15.4).
    public let price: Decimal?
    /// The currency paid in (iOS 16).
    public let currency: Locale.Currency?
    /// The currency's ISO code, as iOS 15.4 to 15 spelled it.
    public let currencyCode: String?
    /// The offer applied (iOS 17.2).
    public let offer: Offer?
    /// The offer's kind, as iOS 15 to 17.1 spelled it.
    public let offerType: OfferType?
    /// The offer's identifier, as iOS 15 to 17.1 spelled it.
    public let offerID: String?
    /// The offer's payment mode as the App Store writes it (`"FREE_TRIAL"`), as iOS 15.4 to 17.1 spelled it.
    public let offerPaymentModeStringRepresentation: String?
    /// The storefront of the purchase (iOS 17).
    public let storefront: Storefront
    /// The storefront's country (ISO 3166-1 alpha-3), as iOS 15 to 16 spelled it.
    public let storefrontCountryCode: String
    /// The subscription group, for subscriptions.
    public let subscriptionGroupID: String?
    /// Whether a higher tier replaced this subscription.
    public let isUpgraded: Bool
    /// Whether the user bought it or a family member shares it.
    public let ownershipType: OwnershipType
    /// Which App Store signed it (iOS 16).
    public let environment: AppStore.Environment
    /// Why the transaction happened (iOS 17).
    public let reason: Reason
    /// The token the app set at purchase.
    public let appAccountToken: UUID?
    /// The app's bundle identifier.
    public let appBundleID: String
    /// When the App Store signed it.
    public let signedDate: Date
    /// The signed JSON.
    public let jsonRepresentation: Data

    /// Marks the transaction handled.
    public func finish() async {}

    /// The user's current entitlements: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// The current entitlements for `productID` (iOS 18.4): none.
    public static func currentEntitlements(for productID: String) -> Transactions { Transactions() }
    /// Every transaction: none.
    public static var all: Transactions { Transactions() }
    /// Transactions not yet finished: none.
    public static var unfinished: Transactions { Transactions() }
    /// Transactions arriving while the app runs: none (the sequence ends at once).
    public static var updates: Transactions { Transactions() }
    /// The latest transaction for `productID`: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The current entitlement for `productID`: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// An asynchronous sequence of transactions, as `Transaction.Transactions`; always empty here.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    /// An offer applied to a transaction, as `Transaction.Offer` (iOS 17.2).
    public struct Offer: Hashable, Sendable {
        /// The offer's identifier (`nil` for introductory offers).
        public let id: String?
        /// The offer's kind.
        public let type: OfferType
        /// How the offer is paid.
        public let paymentMode: PaymentMode?

        /// How an offer is paid, as `Transaction.Offer.PaymentMode`.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
            public static let oneTime = PaymentMode(rawValue: "ONE_TIME")
        }
    }

    /// An offer's kind, as `Transaction.OfferType`.
    public struct OfferType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let introductory = OfferType(rawValue: 1)
        public static let promotional = OfferType(rawValue: 2)
        public static let code = OfferType(rawValue: 3)
        public static let winBack = OfferType(rawValue: 4)
    }

    /// Who owns a purchase, as `Transaction.OwnershipType`.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Why a purchase was refunded, as `Transaction.RevocationReason`.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let developerIssue = RevocationReason(rawValue: 1)
        public static let other = RevocationReason(rawValue: 0)
    }

    /// Why a transaction happened, as `Transaction.Reason` (iOS 17).
    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchase = Reason(rawValue: "PURCHASE")
        public static let renewal = Reason(rawValue: "RENEWAL")
    }
}

/// The App Store country or region of the user's account, as StoreKit's `Storefront` (iOS 15). Linux has no App Store
/// account: ``current`` is `nil` and ``updates`` ends at once.
public struct Storefront: Identifiable, Hashable, Sendable {
    /// The storefront's identifier.
    public let id: String
    /// Its country or region (ISO 3166-1 alpha-3).
    public let countryCode: String
    /// The storefront's currency (iOS 17).
    public let currency: Locale.Currency?

    /// The user's storefront: none here.
    public static var current: Storefront? { get async { nil } }

    /// Storefront changes while the app runs: none.
    public static var updates: Storefronts { Storefronts() }

    /// An asynchronous sequence of storefronts, as `Storefront.Storefronts`; always empty here.
    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Storefront? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
