import Foundation
import Synchronization

/// Names a donation so it can be deleted later, as App Intents' `IntentDonationIdentifier`: opaque, unique per donation.
public struct IntentDonationIdentifier: Hashable, Sendable {
    let id = UUID()
}

/// Donations of intents the person performed, as App Intents' `IntentDonationManager`. On a device they help Siri and
/// Spotlight suggest the action; they change nothing a widget shows, so here they are kept (``donatedIntentTypes``) and
/// never fail.
public struct IntentDonationManager: Sendable {
    /// The manager apps donate through.
    public static let shared = IntentDonationManager()

    private static let donations = Mutex<[(id: IntentDonationIdentifier, type: String)]>([])

    /// The type names of the intents donated in this process and not deleted, oldest first.
    public var donatedIntentTypes: [String] { Self.donations.withLock { $0.map(\.type) } }

    /// Donates `intent`; the identifier is returned whether the donation succeeds or not, as on iOS.
    @discardableResult
    public func donate(intent: some AppIntent) -> IntentDonationIdentifier { Self.record(intent) }

    /// Keeps a donation (one synchronous body for the overloads: inside an `async` one, a bare `donate` call would
    /// pick the `async` overload, as Swift prefers it there).
    static func record(_ intent: some AppIntent) -> IntentDonationIdentifier {
        let id = IntentDonationIdentifier()
        donations.withLock { $0.append((id, String(describing: type(of: intent)))) }
        return id
    }

    /// Donates `intent` and waits for the donation to be kept.
    @discardableResult
    public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier { Self.record(intent) }

    /// Donates `intent` with the result its action had.
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) -> IntentDonationIdentifier { Self.record(intent) }

    /// Donates `intent` with the result its action had, waiting for the donation to be kept.
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) async throws -> IntentDonationIdentifier {
        Self.record(intent)
    }

    /// Deletes the donation `identifier` names.
    public func deleteDonation(identifier: IntentDonationIdentifier) async throws {
        Self.donations.withLock { $0.removeAll { $0.id == identifier } }
    }
}

extension AppIntent {
    /// Donates this intent (``IntentDonationManager``), as `AppIntent.donate()`.
    @discardableResult
    public func donate() -> IntentDonationIdentifier { IntentDonationManager.shared.donate(intent: self) }

    /// Donates this intent and waits for the donation to be kept, as the `async` `AppIntent.donate()`.
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier { IntentDonationManager.record(self) }

    /// Donates this intent with the result its action had, as `AppIntent.donate(result:)`.
    @discardableResult
    public func donate(result: some IntentResult) async throws -> IntentDonationIdentifier {
        IntentDonationManager.record(self)
    }
}
