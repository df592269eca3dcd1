import Foundation

/// A legacy plural table (`Localizable.stringsdict`), an XML property list:
/// key → `NSStringLocalizedFormatKey` (a format with `%#@name@` variables) and, per variable,
/// `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` (`d`, `ld`, `f`)
/// and the forms `zero`, `one`, `two`, `few`, `many`, `other`.
///
/// Also read: `NSStringDeviceSpecificRuleType` (forms by device) and `NSStringVariableWidthRuleType`,
/// of whose width-keyed forms the widest is kept, since nothing here asks for a narrower one.
public struct StringsDictFile: Hashable, Sendable {
    /// The file it was read from, if any.
    public var url: URL?
    /// The values by key.
    public var strings: [String: LocalizedString]

    /// A table from its values.
    public init(strings: [String: LocalizedString], url: URL? = nil) {
        self.strings = strings
        self.url = url
    }

    /// Reads the file at `url`.
    /// - Throws: `LocalizationError` naming the file and line of invalid XML, or the file, key and language
    ///   of an entry of an unexpected shape.
    public init(contentsOf url: URL) throws {
        try self.init(data: PropertyListReader.data(at: url), url: url)
    }

    /// Reads a table from its bytes; `url` only names it in errors (and gives the language, from its `.lproj`).
    public init(data: Data, url: URL? = nil) throws {
        self.init(strings: try PropertyListReader.table(from: data, url: url, value: Self.entry), url: url)
    }

    private static let formatKey = "NSStringLocalizedFormatKey"
    private static let specTypeKey = "NSStringFormatSpecTypeKey"
    private static let valueTypeKey = "NSStringFormatValueTypeKey"
    private static let pluralRule = "NSStringPluralRuleType"
    private static let deviceRule = "NSStringDeviceSpecificRuleType"
    private static let widthRule = "NSStringVariableWidthRuleType"

    private static func entry(_ value: Any, fail: (String) -> LocalizationError) throws -> LocalizedString {
        // A plain string is accepted as it is (Foundation would show it too).
        if let text = value as? String { return LocalizedString(text) }
        guard let record = value as? [String: Any] else { throw fail("the entry is neither a string nor a dictionary") }
        if let format = record[formatKey] {
            guard let format = format as? String else { throw fail("\(formatKey) is not a string") }
            var substitutions: [String: Substitution] = [:]
            for (name, value) in record where name != formatKey {
                substitutions[name] = try variable(name, value, fail: fail)
            }
            for case .specifier(let specifier, _) in FormatToken.tokenize(format) {
                if let name = specifier.variable, substitutions[name] == nil {
                    throw fail("\(formatKey) uses %#@\(name)@ but no variable \"\(name)\" is defined")
                }
            }
            return LocalizedString(variation: .string(format), substitutions: substitutions)
        }
        if let forms = record[deviceRule] {
            guard let forms = forms as? [String: Any] else { throw fail("\(deviceRule) is not a dictionary") }
            var result: [DeviceIdiom: StringVariation] = [:]
            for (device, text) in forms {
                guard let text = text as? String else { throw fail("\(deviceRule) form \"\(device)\" is not a string") }
                result[DeviceIdiom(rawValue: device)] = .string(text)
            }
            return LocalizedString(variation: .device(result))
        }
        if let forms = record[widthRule] {
            guard let forms = forms as? [String: Any] else { throw fail("\(widthRule) is not a dictionary") }
            let widest = forms.compactMap { width, text in (Int(width)).flatMap { w in (text as? String).map { (w, $0) } } }.max { $0.0 < $1.0 }
            guard let widest else { throw fail("\(widthRule) has no forms keyed by width") }
            return LocalizedString(widest.1)
        }
        throw fail("the entry has no \(formatKey) (nor \(deviceRule) or \(widthRule))")
    }

    /// One `%#@name@` variable's dictionary.
    private static func variable(_ name: String, _ value: Any, fail: (String) -> LocalizationError) throws -> Substitution {
        guard let record = value as? [String: Any] else { throw fail("variable \"\(name)\" is not a dictionary") }
        guard let type = record[specTypeKey] as? String else { throw fail("variable \"\(name)\" has no \(specTypeKey)") }
        guard type == pluralRule else {
            throw fail("variable \"\(name)\" has \(specTypeKey) \"\(type)\"; only \(pluralRule) is supported")
        }
        var forms: [PluralCategory: StringVariation] = [:]
        for (field, text) in record where field != specTypeKey && field != valueTypeKey {
            guard let category = PluralCategory(rawValue: field) else {
                throw fail("variable \"\(name)\" has unknown key \"\(field)\" (expected zero, one, two, few, many, other)")
            }
            guard let text = text as? String else { throw fail("variable \"\(name)\" form \"\(field)\" is not a string") }
            forms[category] = .string(text)
        }
        guard !forms.isEmpty else { throw fail("variable \"\(name)\" has no plural forms") }
        return Substitution(formatSpecifier: (record[valueTypeKey] as? String) ?? "d", variation: .plural(forms))
    }
}
