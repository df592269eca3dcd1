import Foundation

/// A legacy strings table (`Localizable.strings`): `"key" = "value";` lines with `/* */` and `//` comments,
/// `\"`, `\\`, `\n`, `\t` and `\U1234` escapes, unquoted keys of the old-style plist format, UTF-8 or
/// UTF-16 with a byte-order mark. A key written alone (`"OK";`) maps to itself, as Foundation reads it.
public struct StringsFile: Hashable, Sendable {
    /// The file it was read from, if any.
    public var url: URL?
    /// The values by key.
    public var strings: [String: String]

    /// A table from its values.
    public init(strings: [String: String], url: URL? = nil) {
        self.strings = strings
        self.url = url
    }

    /// Reads the file at `url`.
    /// - Throws: `LocalizationError` naming the file and line of a syntax error, or the key whose value is
    ///   not a string.
    public init(contentsOf url: URL) throws {
        try self.init(data: PropertyListReader.data(at: url), url: url)
    }

    /// Reads a table from its bytes; `url` only names it in errors.
    public init(data: Data, url: URL? = nil) throws {
        let strings = try PropertyListReader.table(from: data, url: url) { entry, fail in
            guard let value = entry as? String else { throw fail("the value is not a string") }
            return value
        }
        self.init(strings: strings, url: url)
    }
}
