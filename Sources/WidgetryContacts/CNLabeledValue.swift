import Foundation

/// A value with a label (`home`, `mobile`), as Contacts' `CNLabeledValue`.
open class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// The identifier.
    public let identifier = UUID().uuidString
    /// The label (`_$!<Home>!$_`-style constants such as ``CNLabelHome``), if any.
    public let label: String?
    /// The value.
    public let value: ValueType
    /// A value with a label.
    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
        super.init()
    }
    /// The label as shown to the user: the constant's word (`Home`), else the label itself.
    open class func localizedString(forLabel label: String) -> String {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
        return String(label.dropFirst(4).dropLast(4))
    }
}

public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"

/// A phone number, as Contacts' `CNPhoneNumber`.
open class CNPhoneNumber: NSObject, @unchecked Sendable {
    /// The digits as written.
    public let stringValue: String
    /// A phone number.
    public init(stringValue: String) {
        self.stringValue = stringValue
        super.init()
    }
}

/// A postal address, as Contacts' `CNPostalAddress`.
open class CNPostalAddress: NSObject, @unchecked Sendable {
    public internal(set) var street = ""
    public internal(set) var city = ""
    public internal(set) var state = ""
    public internal(set) var postalCode = ""
    public internal(set) var country = ""
    public internal(set) var isoCountryCode = ""
}

/// A postal address code fills in, as Contacts' `CNMutablePostalAddress` (a form's fields, a placemark's parts).
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    public override var street: String { get { super.street } set { super.street = newValue } }
    public override var city: String { get { super.city } set { super.city = newValue } }
    public override var state: String { get { super.state } set { super.state = newValue } }
    public override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    public override var country: String { get { super.country } set { super.country = newValue } }
    public override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}

/// The names of a contact's properties to fetch, as Contacts' `CNKeyDescriptor` (strings, and formatters' descriptors).
public protocol CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}
extension String: CNKeyDescriptor {}

public let CNContactIdentifierKey = "identifier"
public let CNContactGivenNameKey = "givenName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactBirthdayKey = "birthday"
public let CNContactDatesKey = "dates"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactNoteKey = "note"
public let CNContactTypeKey = "contactType"

/// A contact's name as the user reads it, as Contacts' `CNContactFormatter`: given then family name (the English
/// order), else the organisation.
open class CNContactFormatter: Formatter, @unchecked Sendable {
    /// The full name, or nil when the contact has none.
    open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        let name = [contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix].filter { !$0.isEmpty }.joined(separator: " ")
        if !name.isEmpty { return name }
        return contact.organizationName.isEmpty ? nil : contact.organizationName
    }
    /// The keys a formatter reads.
    open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> any CNKeyDescriptor { CNContactGivenNameKey as NSString }
    /// The style used by ``string(from:)``.
    open var style: CNContactFormatterStyle = .fullName
    /// The full name.
    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }
}

/// How a name is formatted, as Contacts' `CNContactFormatterStyle`.
public enum CNContactFormatterStyle: Int, Sendable { case fullName = 0, phoneticFullName }
