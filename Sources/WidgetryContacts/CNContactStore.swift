import Foundation
import WidgetryFoundation

/// The user's contacts, as Contacts' `CNContactStore`. Linux has no address book: the store serves the contacts a team
/// supplies as a fixture (`Fixtures/Contacts/contacts.json`, see ``ContactFixture``) and is otherwise empty; access
/// is reported as granted so widget code takes its normal path, as EventKit's store does.
open class CNContactStore: NSObject, @unchecked Sendable {
    private let contacts: [CNContact]

    /// A store over the run's fixtures (`--fixtures DIR`).
    public override convenience init() { self.init(fixtures: AppFixtures.current) }

    /// A store over `fixtures`' contacts.
    init(fixtures: AppFixtures) {
        contacts = ContactFixture.load(from: fixtures)
        super.init()
    }

    /// Access as the system would report it: `.authorized`, so widget code runs its normal path.
    public class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .authorized }

    /// Asks for access; granted.
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(true, nil)
    }

    /// Asks for access; granted.
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool { true }

    /// The contacts `predicate` accepts (the keys are all fetched).
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        contacts.filter { predicate.evaluate(with: $0) }.map { $0.copy() as! CNContact }
    }

    /// The contact with `identifier`, or Contacts' record-does-not-exist error.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        guard let contact = contacts.first(where: { $0.identifier == identifier }) else {
            throw CNError(.recordDoesNotExist, "no contact with identifier \(identifier) in the fixture (Contacts/contacts.json)")
        }
        return contact.copy() as! CNContact
    }

    /// Calls `block` with each contact `fetchRequest` selects, in its sort order, until it sets `stop`.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        var selected = contacts.filter { fetchRequest.predicate?.evaluate(with: $0) ?? true }
        switch fetchRequest.sortOrder {
        case .givenName: selected.sort { ($0.givenName, $0.familyName) < ($1.givenName, $1.familyName) }
        case .familyName, .userDefault: selected.sort { ($0.familyName, $0.givenName) < ($1.familyName, $1.givenName) }
        case .none: break
        }
        var stop: ObjCBool = false
        for contact in selected {
            block(contact.copy() as! CNContact, &stop)
            if stop.boolValue { break }
        }
    }

    /// The identifier of the default container.
    open func defaultContainerIdentifier() -> String { "widgetry-fixture-contacts" }

    /// Saves a request's changes: contacts here come from the fixture, so nothing is written (the request is kept by
    /// the caller, as on a device where saving needs the user's permission).
    open func execute(_ saveRequest: CNSaveRequest) throws {}
}

/// What a store holds, as Contacts' `CNEntityType`.
public enum CNEntityType: Int, Sendable { case contacts = 0 }

/// Whether the app may read contacts, as Contacts' `CNAuthorizationStatus`.
public enum CNAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized, limited }

/// Which contacts to enumerate and in what order, as Contacts' `CNContactFetchRequest`.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    /// The keys to fetch (all are, for fixture contacts).
    open var keysToFetch: [any CNKeyDescriptor]
    /// Which contacts (nil: all).
    open var predicate: NSPredicate?
    /// Their order.
    open var sortOrder: CNContactSortOrder = .none
    /// Whether linked contacts are unified (fixture contacts are single).
    open var unifyResults = true
    /// A request fetching `keysToFetch`.
    public init(keysToFetch: [any CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}

/// A contact list's order, as Contacts' `CNContactSortOrder`.
public enum CNContactSortOrder: Int, Sendable { case none = 0, userDefault, givenName, familyName }

/// Changes to save, as Contacts' `CNSaveRequest`: kept, not written (see ``CNContactStore/execute(_:)``).
open class CNSaveRequest: NSObject, @unchecked Sendable {
    /// The contacts to add.
    public private(set) var added: [CNMutableContact] = []
    /// Adds `contact` to the container.
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) { added.append(contact) }
    /// Updates `contact`.
    open func update(_ contact: CNMutableContact) {}
    /// Deletes `contact`.
    open func delete(_ contact: CNMutableContact) {}
}

/// A Contacts error, as `CNError`.
public struct CNError: Error, CustomStringConvertible, Sendable {
    /// The error's kind.
    public enum Code: Int, Sendable { case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, recordDoesNotExist = 200 }
    /// The kind.
    public let code: Code
    public let description: String
    init(_ code: Code, _ description: String) {
        self.code = code
        self.description = description
    }
}
