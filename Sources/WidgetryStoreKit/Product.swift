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

/// The App Store, as StoreKit's `AppStore`.
public enum AppStore {
    /// Whether the user may buy: `false` here.
    public static var canMakePayments: Bool { false }
    /// Restores purchases: there are none to restore.
    public static func sync() async throws {}

    /// Which App Store signed a transaction, as `AppStore.Environment`.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production")
        public static let sandbox = Environment(rawValue: "Sandbox")
        public static let xcode = Environment(rawValue: "Xcode")
    }
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
