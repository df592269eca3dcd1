import Foundation

/// An App Store product, as StoreKit 2's `Product`. Linux cannot reach the App Store: ``products(for:)``
/// answers no products, there are no transactions and no entitlements, so code shows its "not purchased"
/// state (a widget that needs a purchased state reads it from its app group, as on a device).
public struct Product: Identifiable, Hashable, Sendable {
    /// A product's kind, as `Product.ProductType`.
    public struct ProductType: Hashable, Sendable {
        let name: String
        public static let consumable = ProductType(name: "consumable")
        public static let nonConsumable = ProductType(name: "nonConsumable")
        public static let autoRenewable = ProductType(name: "autoRenewable")
        public static let nonRenewable = ProductType(name: "nonRenewable")
    }
    /// The product identifier.
    public let id: String
    /// The kind.
    public let type: ProductType
    /// The localized name.
    public let displayName: String
    /// The localized description.
    public let description: String
    /// The price.
    public let price: Decimal
    /// The price as shown.
    public let displayPrice: String

    /// The products with `identifiers`: none here (no App Store on Linux).
    public static func products<C: Collection>(for identifiers: C) async throws -> [Product] where C.Element == String { [] }

    /// Buying is impossible here: throws ``StoreKitError/notAvailableInStorefront``.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { throw StoreKitError.notAvailableInStorefront }

    /// A purchase option, as `Product.PurchaseOption`; accepted.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken:\(token)") }
    }
    /// What buying gave, as `Product.PurchaseResult`.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }
}

/// A value StoreKit signed, as `VerificationResult`.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, any Error)
    case verified(SignedType)

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): return value
        }
    }
}

/// A purchase, as StoreKit 2's `Transaction`; there are none here.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The product bought.
    public let productID: String
    /// When it was bought.
    public let purchaseDate: Date
    /// When it lapses, for subscriptions.
    public let expirationDate: Date?
    /// When it was refunded.
    public let revocationDate: Date?
    /// The kind of product.
    public let productType: Product.ProductType

    /// Marks the transaction handled.
    public func finish() async {}

    /// The user's current entitlements: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Every transaction: none.
    public static var all: Transactions { Transactions() }
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
}

/// The App Store, as StoreKit's `AppStore`.
public enum AppStore {
    /// Whether the user may buy: `false` here.
    public static var canMakePayments: Bool { false }
    /// Restores purchases: there are none to restore.
    public static func sync() async throws {}
}

/// StoreKit's errors, as `StoreKitError`.
public enum StoreKitError: Error, Sendable {
    case unknown, userCancelled, networkError(URLError), systemError(any Error), notAvailableInStorefront, notEntitled
}

/// Asks for an App Store review, as `SKStoreReviewController`; nothing is shown here.
public enum SKStoreReviewController {
    /// Shows nothing.
    public static func requestReview() {}
}
