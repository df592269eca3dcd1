extension String {
    /// The name as Xcode makes it a module name (`:c99extidentifier`): every character that cannot be
    /// in an identifier becomes `_`, and a leading digit gets a `_` in front ("My-Widget 2" → "My_Widget_2").
    var c99Identifier: String {
        var result = String(map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "_" : result
    }

    /// The name as Xcode makes it part of a bundle identifier (`:rfc1034identifier`): characters other
    /// than ASCII letters, digits, `-` and `.` become `-`.
    var rfc1034Identifier: String {
        String(map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
    }
}
