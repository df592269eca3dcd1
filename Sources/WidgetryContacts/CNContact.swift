import Foundation

/// A contact, as Contacts' `CNContact`: the fields birthday, favourites and "keep in touch" widgets read.
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked: a contact is read after it is made (mutable ones are built on one thread, as on iOS).
    /// The contact's identifier.
    public internal(set) var identifier: String
    var fields = ContactFields()
    /// The contact's `namePrefix`.
    open var namePrefix: String { fields.namePrefix }
    /// The contact's `givenName`.
    open var givenName: String { fields.givenName }
    /// The contact's `middleName`.
    open var middleName: String { fields.middleName }
    /// The contact's `familyName`.
    open var familyName: String { fields.familyName }
    /// The contact's `nameSuffix`.
    open var nameSuffix: String { fields.nameSuffix }
    /// The contact's `nickname`.
    open var nickname: String { fields.nickname }
    /// The contact's `organizationName`.
    open var organizationName: String { fields.organizationName }
    /// The contact's `departmentName`.
    open var departmentName: String { fields.departmentName }
    /// The contact's `jobTitle`.
    open var jobTitle: String { fields.jobTitle }
    /// The contact's `note`.
    open var note: String { fields.note }
    /// Person or organisation.
    open var contactType: CNContactType { fields.contactType }
    /// The birthday (month and day; the year when known).
    open var birthday: DateComponents? { fields.birthday }
    /// Other dates (anniversaries), labelled.
    open var dates: [CNLabeledValue<NSDateComponents>] { fields.dates }
    /// The contact's `phoneNumbers`.
    open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { fields.phoneNumbers }
    /// The contact's `emailAddresses`.
    open var emailAddresses: [CNLabeledValue<NSString>] { fields.emailAddresses }
    /// The contact's `urlAddresses`.
    open var urlAddresses: [CNLabeledValue<NSString>] { fields.urlAddresses }
    /// The contact's `postalAddresses`.
    open var postalAddresses: [CNLabeledValue<CNPostalAddress>] { fields.postalAddresses }
    /// The picture's bytes, if any.
    open var imageData: Data? { fields.imageData }
    /// A small version of the picture.
    open var thumbnailImageData: Data? { fields.thumbnailImageData }
    /// Whether there is a picture.
    public var imageDataAvailable: Bool { imageData != nil }

    /// An empty contact.
    public override init() {
        identifier = UUID().uuidString
        super.init()
    }

    /// Whether `key` was fetched (every key is, for fixture contacts).
    public func isKeyAvailable(_ key: String) -> Bool { true }
    /// Whether all `keyDescriptors` were fetched.
    public func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool { true }

    public func copy(with zone: NSZone? = nil) -> Any { copyFields(into: CNContact()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copyFields(into: CNMutableContact()) }

    func copyFields<C: CNContact>(into copy: C) -> C {
        copy.identifier = identifier
        copy.fields = fields
        return copy
    }

    /// A predicate for contacts whose name contains `name` (case- and diacritic-insensitively), as Contacts'.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate {
        NSPredicate { object, _ in
            guard let contact = object as? CNContact else { return false }
            let full = [contact.givenName, contact.middleName, contact.familyName, contact.nickname, contact.organizationName].joined(separator: " ")
            return full.range(of: name, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// A predicate for the contacts with these identifiers.
    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        let wanted = Set(identifiers)
        return NSPredicate { object, _ in (object as? CNContact).map { wanted.contains($0.identifier) } ?? false }
    }

    /// The key descriptor for the contact's full name, as Contacts' `descriptorForRequiredKeys(for:)` of a formatter.
    public class func descriptorForAllComparatorKeys() -> any CNKeyDescriptor { CNContactGivenNameKey as NSString }
}

/// A contact being built or edited, as Contacts' `CNMutableContact`.
open class CNMutableContact: CNContact, @unchecked Sendable {
    open override var namePrefix: String {
        get { fields.namePrefix }
        set { fields.namePrefix = newValue }
    }
    open override var givenName: String {
        get { fields.givenName }
        set { fields.givenName = newValue }
    }
    open override var middleName: String {
        get { fields.middleName }
        set { fields.middleName = newValue }
    }
    open override var familyName: String {
        get { fields.familyName }
        set { fields.familyName = newValue }
    }
    open override var nameSuffix: String {
        get { fields.nameSuffix }
        set { fields.nameSuffix = newValue }
    }
    open override var nickname: String {
        get { fields.nickname }
        set { fields.nickname = newValue }
    }
    open override var organizationName: String {
        get { fields.organizationName }
        set { fields.organizationName = newValue }
    }
    open override var departmentName: String {
        get { fields.departmentName }
        set { fields.departmentName = newValue }
    }
    open override var jobTitle: String {
        get { fields.jobTitle }
        set { fields.jobTitle = newValue }
    }
    open override var note: String {
        get { fields.note }
        set { fields.note = newValue }
    }
    open override var contactType: CNContactType {
        get { fields.contactType }
        set { fields.contactType = newValue }
    }
    open override var birthday: DateComponents? {
        get { fields.birthday }
        set { fields.birthday = newValue }
    }
    open override var dates: [CNLabeledValue<NSDateComponents>] {
        get { fields.dates }
        set { fields.dates = newValue }
    }
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { fields.phoneNumbers }
        set { fields.phoneNumbers = newValue }
    }
    open override var emailAddresses: [CNLabeledValue<NSString>] {
        get { fields.emailAddresses }
        set { fields.emailAddresses = newValue }
    }
    open override var urlAddresses: [CNLabeledValue<NSString>] {
        get { fields.urlAddresses }
        set { fields.urlAddresses = newValue }
    }
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { fields.postalAddresses }
        set { fields.postalAddresses = newValue }
    }
    open override var imageData: Data? {
        get { fields.imageData }
        set { fields.imageData = newValue }
    }
}

/// Person or organisation, as Contacts' `CNContactType`.
public enum CNContactType: Int, Sendable { case person = 0, organization }

/// A contact's values, shared by ``CNContact`` and ``CNMutableContact``.
struct ContactFields {
    var namePrefix: String = ""
    var givenName: String = ""
    var middleName: String = ""
    var familyName: String = ""
    var nameSuffix: String = ""
    var nickname: String = ""
    var organizationName: String = ""
    var departmentName: String = ""
    var jobTitle: String = ""
    var note: String = ""
    var contactType: CNContactType = .person
    var birthday: DateComponents? = nil
    var dates: [CNLabeledValue<NSDateComponents>] = []
    var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    var emailAddresses: [CNLabeledValue<NSString>] = []
    var urlAddresses: [CNLabeledValue<NSString>] = []
    var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    var imageData: Data? = nil
    var thumbnailImageData: Data? = nil
}
