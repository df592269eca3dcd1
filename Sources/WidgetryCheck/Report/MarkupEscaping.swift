/// Text made safe for XML and HTML (JUnit reports, gallery pages): as element text or a quoted attribute
/// value. Newlines become `&#10;` so attribute values keep them; in text they read the same.
enum MarkupEscaping {
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\n": escaped += "&#10;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
