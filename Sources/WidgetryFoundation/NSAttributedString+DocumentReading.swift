import Foundation

// Reading a document into an attributed string, as UIKit's NSAttributedString additions on iOS
// (`NSAttributedString(data:options:documentAttributes:)`, visible wherever Foundation is, since some file of an app
// imports UIKit): apps turn an HTML description from a feed into text. Linux's Foundation has no document reader. Plain
// text and HTML are read here — HTML as its text (blocks and line breaks as new lines, entities decoded, scripts and
// styles dropped), told once as a note since its styles (bold, links, colours) are not kept; RTF throws.

extension NSAttributedString {
    /// The kinds of document an attributed string is read from, as `NSAttributedString.DocumentType`.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let plain = DocumentType(rawValue: "NSPlainText")
        public static let rtf = DocumentType(rawValue: "NSRTF")
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// The options of a document read, as `NSAttributedString.DocumentReadingOptionKey`.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// What a document read reports of the document, as `NSAttributedString.DocumentAttributeKey`.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
    }

    /// The text of a plain-text or HTML document (`.documentType`; HTML when the data starts with a tag and no type is
    /// given), decoded with `.characterEncoding` (a `String.Encoding` raw value; UTF-8 by default). Throws for RTF and for
    /// data the encoding cannot decode, as iOS throws for a document it cannot read.
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes: UnsafeMutablePointer<NSDictionary?>?) throws {
        let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:))
            ?? (options[.characterEncoding] as? Int).map { String.Encoding(rawValue: UInt($0)) } ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        let looksLikeHTML = text.drop { $0.isWhitespace }.first == "<"
        let type = (options[.documentType] as? DocumentType) ?? (looksLikeHTML ? .html : .plain)
        switch type {
        case .html:
            SkippedEffects.note("Foundation", "HTML read into an NSAttributedString keeps its text only: its styles, links and images are not kept")
            self.init(string: Self.text(ofHTML: text))
        case .plain:
            self.init(string: text)
        default:
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "Widgetry reads plain text and HTML documents, not \(type.rawValue)"])
        }
        documentAttributes?.pointee = [DocumentAttributeKey.documentType.rawValue: type.rawValue] as NSDictionary
    }

    /// The text an HTML document shows: HTML's white space collapsed, block ends and `<br>` as new lines, tags removed,
    /// character references decoded.
    static func text(ofHTML html: String) -> String {
        var text = html.replacingOccurrences(of: #"(?is)<(script|style|head)\b.*?</\1\s*>"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: #"(?i)<br\s*/?>|</(p|div|li|h[1-6]|tr|blockquote|pre)\s*>"#, with: "\n", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
        text = decodingCharacterReferences(text)
        let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `&amp;`, `&nbsp;`, `&#233;`, `&#xE9;` and the other common named references as their characters.
    static func decodingCharacterReferences(_ text: String) -> String {
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "ndash": "–",
                                       "mdash": "—", "hellip": "…", "laquo": "«", "raquo": "»", "copy": "©", "reg": "®", "deg": "°",
                                       "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "euro": "€"]
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";") {
                let name = String(after[..<semicolon])
                var decoded: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                } else if name.hasPrefix("#") {
                    decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
                } else {
                    decoded = named[name]
                }
                if let decoded {
                    result += decoded
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = after
        }
        return result + rest
    }
}
