import Foundation
import Synchronization

/// An intent and its response, donated so Siri can suggest it again, as Intents' `INInteraction`. There is no Siri on
/// Linux: donations are kept in this process (deleting them works as on iOS) and completions report no error, as a
/// device does when the donation is accepted.
open class INInteraction: NSObject, @unchecked Sendable {
    // @unchecked: a donation is set up on one thread, then only read.
    /// The intent.
    public let intent: INIntent
    /// Its response, if handled.
    public let intentResponse: INIntentResponse?
    /// Whether the user asked or the app reports it.
    open var direction: INInteractionDirection = .unspecified
    /// When it happened.
    open var dateInterval: DateInterval?
    /// The identifier it can be deleted by.
    open var identifier: String?
    /// The group it can be deleted with.
    open var groupIdentifier: String?
    /// Whether the intent was handled.
    open var intentHandlingStatus: INIntentHandlingStatus = .unspecified

    /// An interaction of `intent` answered by `response`.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
        super.init()
    }

    /// The interactions donated in this process and not deleted, oldest first.
    public static var donatedInteractions: [INInteraction] { donations.withLock { $0 } }
    private static let donations = Mutex<[INInteraction]>([])

    /// Donates the interaction; `completion` gets nil (accepted).
    open func donate(completion: ((Error?) -> Void)? = nil) {
        Self.donations.withLock { $0.append(self) }
        completion?(nil)
    }

    /// Donates the interaction.
    open func donate() async throws { donate(completion: nil) }

    /// Deletes the donations with these identifiers.
    open class func delete(with identifiers: [String], completion: ((Error?) -> Void)? = nil) {
        donations.withLock { $0.removeAll { $0.identifier.map(identifiers.contains) ?? false } }
        completion?(nil)
    }

    /// Deletes the donations of a group.
    open class func delete(with groupIdentifier: String, completion: ((Error?) -> Void)? = nil) {
        donations.withLock { $0.removeAll { $0.groupIdentifier == groupIdentifier } }
        completion?(nil)
    }

    /// Deletes every donation.
    open class func deleteAll(completion: ((Error?) -> Void)? = nil) {
        donations.withLock { $0.removeAll() }
        completion?(nil)
    }
}

/// Who started an interaction, as Intents' `INInteractionDirection`.
public enum INInteractionDirection: Int, Sendable {
    case unspecified = 0, outgoing, incoming
}

/// How far an intent's handling went, as Intents' `INIntentHandlingStatus`.
public enum INIntentHandlingStatus: Int, Sendable {
    case unspecified = 0, ready, inProgress, success, failure, deferredToApplication, userConfirmationRequired
}

/// An amount of money, as Intents' `INCurrencyAmount` (a generated response's currency parameter holds one).
open class INCurrencyAmount: NSObject, NSSecureCoding, @unchecked Sendable {
    // @unchecked: immutable.
    /// The amount.
    public let amount: NSDecimalNumber?
    /// Its ISO 4217 currency code.
    public let currencyCode: String?

    /// `amount` in `currencyCode`.
    public init(amount: NSDecimalNumber, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }
    public func encode(with coder: NSCoder) {
        coder.encode(amount?.stringValue, forKey: "amount")
        coder.encode(currencyCode, forKey: "currencyCode")
    }
    public required init?(coder: NSCoder) {
        amount = (coder.decodeObject(forKey: "amount") as? String).map { NSDecimalNumber(string: $0) }
        currencyCode = coder.decodeObject(forKey: "currencyCode") as? String
        super.init()
    }
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INCurrencyAmount else { return false }
        return other.amount == amount && other.currencyCode == currencyCode
    }
    public override var hash: Int { (amount?.hashValue ?? 0) ^ (currencyCode?.hashValue ?? 0) }
}
