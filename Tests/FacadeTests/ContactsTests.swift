import Contacts
import Foundation
import Testing
import WidgetryFoundation
@testable import WidgetryContacts

/// A birthday widget's model, as apps write it (our own code): the next birthdays among the user's contacts.
enum UpcomingBirthdays {
    static func next(_ count: Int, after today: DateComponents, in store: CNContactStore) throws -> [String] {
        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactBirthdayKey] as [CNKeyDescriptor]
            + [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]
        let request = CNContactFetchRequest(keysToFetch: keys)
        request.sortOrder = .givenName
        var found: [(name: String, daysAway: Int)] = []
        try store.enumerateContacts(with: request) { contact, _ in
            guard let birthday = contact.birthday, let month = birthday.month, let day = birthday.day,
                  let name = CNContactFormatter.string(from: contact, style: .fullName) else { return }
            // Days from today within a 365-day year, wrapping past December (our own simple rule).
            let days = (month - today.month!) * 31 + (day - today.day!)
            found.append((name, days >= 0 ? days : days + 372))
        }
        return found.sorted { $0.daysAway < $1.daysAway }.prefix(count).map(\.name)
    }
}

@Suite struct ContactsTests {
    static let contacts = #"""
    [{"givenName": "Ana", "familyName": "Silva", "birthday": "04-12", "phoneNumbers": ["+351 912 000 000"]},
     {"givenName": "Bo", "familyName": "Lind", "birthday": "1990-12-30"},
     {"organizationName": "Bakery"},
     {"givenName": "Chen", "familyName": "Wei", "birthday": "05-02"}]
    """#

    static func fixtureStore() throws -> CNContactStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-contacts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Contacts"), withIntermediateDirectories: true)
        try Data(contacts.utf8).write(to: folder.appendingPathComponent("Contacts/contacts.json"))
        return CNContactStore(fixtures: AppFixtures(folder: folder))
    }

    @Test("The store serves the fixture's contacts with access granted; a birthday widget finds the next birthdays")
    func birthdays() throws {
        do {
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .authorized)
            let store = try Self.fixtureStore()
            // Today 20 April: Chen (2 May) comes before Bo (30 December) and Ana (12 April, next year).
            #expect(try UpcomingBirthdays.next(2, after: DateComponents(month: 4, day: 20), in: store) == ["Chen Wei", "Bo Lind"])
            let ana = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "silva"), keysToFetch: [CNContactGivenNameKey as NSString])
            #expect(ana.map(\.givenName) == ["Ana"] && ana.first?.phoneNumbers.first?.value.stringValue == "+351 912 000 000")
            #expect(ana.first?.birthday?.year == nil)
            let bakery = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Bakery"), keysToFetch: [])
            #expect(bakery.first?.contactType == .organization && bakery.first.flatMap { CNContactFormatter.string(from: $0, style: .fullName) } == "Bakery")
            #expect(throws: CNError.self) { try store.unifiedContact(withIdentifier: "missing", keysToFetch: []) }
        }
    }

    @Test("A mutable copy edits without changing the original; labels read as words")
    func mutableCopies() throws {
        let contact = CNMutableContact()
        contact.givenName = "Dana"
        let frozen = contact.copy() as! CNContact
        let edited = frozen.mutableCopy() as! CNMutableContact
        edited.givenName = "Dani"
        #expect(frozen.givenName == "Dana" && edited.givenName == "Dani" && edited.identifier == frozen.identifier)
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "Mobile")
    }
}
