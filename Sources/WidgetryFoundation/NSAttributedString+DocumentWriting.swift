import Foundation

// Writing an attributed string as a document, as UIKit's `data(from:documentAttributes:)` on iOS (apps put RTF on the
// pasteboard or share it). The characters are written as the format asks — plain text in its encoding, RTF with its
// escapes, HTML with its entities — and the attributes (fonts, colours, links) are not, told once as a note.

extension NSAttributedString {
    /// The characters of `range` as a document of `documentAttributes[.documentType]` (plain text when none is given):
    /// plain text, RTF or HTML. RTFD (a package of files) throws, as it needs `fileWrapper(from:documentAttributes:)`.
    public func data(from range: NSRange, documentAttributes: [DocumentAttributeKey: Any] = [:]) throws -> Data {
        let type = (documentAttributes[.documentType] as? DocumentType) ?? .plain
        let text = (string as NSString).substring(with: range)
        switch type {
        case .plain:
            let encoding = (documentAttributes[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
            guard let data = text.data(using: encoding) else { throw CocoaError(.fileWriteInapplicableStringEncoding) }
            return data
        case .rtf:
            SkippedEffects.note("Foundation", "an NSAttributedString written as RTF keeps its characters only: its fonts, colours and links are not written")
            return Data(Self.rtf(of: text).utf8)
        case .html:
            SkippedEffects.note("Foundation", "an NSAttributedString written as HTML keeps its characters only: its fonts, colours and links are not written")
            return Data(Self.html(of: text).utf8)
        default:
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(type.rawValue) is a package of files: write it with fileWrapper(from:documentAttributes:)"])
        }
    }

    /// `text` as an RTF document: braces and backslashes escaped, line breaks as `\par`, characters beyond ASCII as
    /// `\uN?` (a signed 16-bit code unit each, as the RTF 1.9 specification writes Unicode).
    static func rtf(of text: String) -> String {
        var body = ""
        for unit in text.utf16 {
            switch unit {
            case 0x5C: body += "\\\\"
            case 0x7B: body += "\\{"
            case 0x7D: body += "\\}"
            case 0x0A: body += "\\par\n"
            case 0x09: body += "\\tab "
            case 0x20..<0x7F: body += String(UnicodeScalar(UInt8(unit)))
            default: body += "\\u\(Int16(bitPattern: unit))?"
            }
        }
        return "{\\rtf1\\ansi\\ansicpg1252\\uc1\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0 " + body + "}"
    }

    /// `text` as an HTML document: `&`, `<`, `>` and quotes as entities, line breaks as `<br>`.
    static func html(of text: String) -> String {
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "\n", with: "<br>\n")
        return "<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"></head><body>" + escaped + "</body></html>\n"
    }
}
