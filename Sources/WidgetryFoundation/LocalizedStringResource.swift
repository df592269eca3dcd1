import Foundation

/// A reference to a localizable string, as Foundation's `LocalizedStringResource` (iOS 16+): what App
/// Intents titles, `Text(_:)` and `String(localized:)` take. Linux's Foundation lacks it.
///
/// `String(localized:)` resolves it as iOS does inside a cell with a locale: the key looked up in the
/// widget's string tables in the localization the app runs in for the cell's reader, its values formatted for
/// that locale (docs/localization.md). Outside a cell — or a cell shown as written — it gives the default
/// value with its arguments in place (the development language). ``description`` is always the latter.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible, Codable {
    /// The key in the string table.
    public var key: String
    /// The text used when the table has no entry for the key.
    public var defaultValue: String.LocalizationValue
    /// The table's name (`Localizable` when `nil`).
    public var table: String?
    /// The locale to resolve in: the current one by default, which inside a cell is the cell's (see `String(localized:)`).
    public var locale: Locale
    /// The translator's comment (not shown).
    public var comment: String?

    /// A resource whose key and default value are the literal (with its interpolations).
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource from an interpolated literal: the key has a format specifier per value.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// A resource whose key and default value are `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.comment = comment.map { "\($0)" }
    }

    /// A resource with a separate key and default value.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.comment = comment.map { "\($0)" }
    }

    /// The resolved text.
    public var description: String { defaultValue.description }

    /// Where the strings table lives, as Foundation's `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Hashable, Sendable {
        /// The main bundle.
        case main
        /// The bundle at a file URL.
        case atURL(URL)
        /// The bundle that contains a class (the class's name).
        case forClass(String)

        /// The bundle that contains `type`.
        public static func forClass(_ type: AnyClass) -> BundleDescription { .forClass(String(describing: type)) }
    }

    enum CodingKeys: String, CodingKey { case key, defaultValue, table, comment }

    /// Decodes the key, default value, table and comment; the locale is the current one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        defaultValue = String.LocalizationValue(try container.decode(String.self, forKey: .defaultValue))
        table = try container.decodeIfPresent(String.self, forKey: .table)
        comment = try container.decodeIfPresent(String.self, forKey: .comment)
        locale = .current
    }

    /// Encodes the key, the resolved default value, table and comment.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(defaultValue.description, forKey: .defaultValue)
        try container.encodeIfPresent(table, forKey: .table)
        try container.encodeIfPresent(comment, forKey: .comment)
    }
}

/// A type that can describe itself as a localizable string, as Foundation's protocol of that name.
public protocol CustomLocalizedStringResourceConvertible {
    /// The localizable description.
    var localizedStringResource: LocalizedStringResource { get }
}

extension LocalizedStringResource: CustomLocalizedStringResourceConvertible {
    /// Itself.
    public var localizedStringResource: LocalizedStringResource { self }
}

extension String {
    /// The text of a localizable resource, as `String(localized:)`: in a cell, the cell's translation.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.resolved(key: resource.key, table: resource.table, locale: resource.locale)
    }

    /// The text for a key and its interpolated values, as `String(localized:)`: in a cell, the translation
    /// for the cell's reader with the plural form its numbers choose; elsewhere the development language.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved(key: keyAndValue.key, table: table, locale: locale)
    }

    /// The text for `key`, or `defaultValue` when the table has none, as `String(localized:defaultValue:)`.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.resolved(key: "\(key)", table: table, locale: locale)
    }
}
