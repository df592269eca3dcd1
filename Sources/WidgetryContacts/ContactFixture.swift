import Foundation
import WidgetryFoundation

/// One contact in `Fixtures/Contacts/contacts.json`: `givenName` or `organizationName`; `familyName`, `nickname`,
/// `birthday` (`MM-dd` or `yyyy-MM-dd`), `phoneNumbers` and `emailAddresses` (strings), `image` (a file beside the JSON)
/// are optional.
struct ContactFixture: Codable, Sendable {
    var id: String?
    var givenName: String?
    var familyName: String?
    var nickname: String?
    var organizationName: String?
    var birthday: String?
    var phoneNumbers: [String]?
    var emailAddresses: [String]?
    var image: String?

    /// The fixture's contacts; none when the file is absent. A file that cannot be read is reported on standard error
    /// with its path and the expected shape, and gives none.
    static func load(from fixtures: AppFixtures) -> [CNContact] {
        let file = fixtures.folder.appendingPathComponent("Contacts/contacts.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        do {
            return try JSONDecoder().decode([ContactFixture].self, from: data).map { $0.contact(besides: file) }
        } catch {
            FixtureWarnings.report("\(file.path): not a list of contacts (\(error)); write [{\"givenName\": \"Ana\", \"familyName\": \"Silva\", \"birthday\": \"04-12\"}]")
            return []
        }
    }

    func contact(besides file: URL) -> CNContact {
        let contact = CNMutableContact()
        if let id { contact.identifier = id }
        contact.givenName = givenName ?? ""
        contact.familyName = familyName ?? ""
        contact.nickname = nickname ?? ""
        contact.organizationName = organizationName ?? ""
        if organizationName != nil, givenName == nil, familyName == nil { contact.contactType = .organization }
        contact.birthday = birthday.flatMap(Self.dateComponents)
        contact.phoneNumbers = (phoneNumbers ?? []).map { CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: $0)) }
        contact.emailAddresses = (emailAddresses ?? []).map { CNLabeledValue(label: CNLabelHome, value: $0 as NSString) }
        if let image {
            contact.imageData = FileManager.default.contents(atPath: file.deletingLastPathComponent().appendingPathComponent(image).path)
            contact.fields.thumbnailImageData = contact.imageData
        }
        return contact.copy() as! CNContact
    }

    /// `MM-dd` (a birthday without a year, as Contacts stores it) or `yyyy-MM-dd`.
    static func dateComponents(_ text: String) -> DateComponents? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        switch parts.count {
        case 2: return DateComponents(calendar: Calendar(identifier: .gregorian), month: parts[0], day: parts[1])
        case 3: return DateComponents(calendar: Calendar(identifier: .gregorian), year: parts[0], month: parts[1], day: parts[2])
        default: return nil
        }
    }
}
