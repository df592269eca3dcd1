import Foundation

#if !canImport(Darwin)
/// How a run of markdown text is presented, as Foundation's `InlinePresentationIntent` (raw values as Apple's). Linux's
/// Foundation has neither the type nor markdown parsing; Widgetry's `Text` draws these as SwiftUI does.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `*text*` or `_text_`: italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// `**text**` or `__text__`: bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// `` `text` ``: monospaced.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// `~~text~~`: struck through.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A line break inside a paragraph, shown as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
}

extension AttributeScopes {
    /// The attribute markdown parsing adds beside Foundation's `link`, as Foundation's `inlinePresentationIntent`.
    public struct MarkdownAttributes: AttributeScope {
        /// The run's presentation.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        /// The attribute's key, named as Foundation's.
        public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }
}

extension AttributeDynamicLookup {
    /// Markdown's presentation by name: `run.inlinePresentationIntent`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.MarkdownAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// How markdown is read, as Foundation's `AttributedString.MarkdownParsingOptions`.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which markdown is interpreted, as `InterpretedSyntax`.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Block and inline syntax; here blocks are read as inline text whose line breaks are spaces.
            case full
            /// Inline syntax; line breaks are spaces.
            case inlineOnly
            /// Inline syntax, whitespace and line breaks kept as written.
            case inlineOnlyPreservingWhitespace
        }
        /// What a malformed document does, as `FailurePolicy`: inline markdown never fails here, so both return text.
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }

        /// Whether `^[text](attribute: value)` extended attributes are read (kept; not interpreted here).
        public var allowsExtendedAttributes: Bool
        /// Which syntax is interpreted.
        public var interpretedSyntax: InterpretedSyntax
        /// What a malformed document does.
        public var failurePolicy: FailurePolicy
        /// The language of the text.
        public var languageCode: String?
        /// Whether runs carry their source positions (not recorded here).
        public var appliesSourcePositionAttributes: Bool

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil, appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// The text of `markdown` with its inline markup as attributes, as Foundation's `init(markdown:options:baseURL:)`:
    /// `**strong**`/`__strong__`, `*emphasis*`/`_emphasis_`, `` `code` ``, `~~strikethrough~~` as
    /// `inlinePresentationIntent`, `[text](url)` as `link` (relative to `baseURL`), backslash escapes; the markers removed.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        var text = markdown
        if options.interpretedSyntax != .inlineOnlyPreservingWhitespace {
            // CommonMark: a line break inside a paragraph is a soft break, shown as a space; the paragraph's ends are trimmed.
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        }
        self.init()
        for span in InlineMarkdown(Array(text)).spans() {
            var piece = AttributedString(span.text)
            if !span.intent.isEmpty { piece[AttributeScopes.MarkdownAttributes.InlinePresentationIntentAttribute.self] = span.intent }
            if let link = span.link { piece.link = URL(string: link, relativeTo: baseURL)?.absoluteURL ?? URL(string: link) }
            append(piece)
        }
    }
}

/// CommonMark's inline markup, read for the spans a widget's text uses (https://spec.commonmark.org/0.31.2/#inlines):
/// code spans, links, emphasis, strong emphasis, GitHub's strikethrough and backslash escapes. A delimiter opens only
/// before a non-space and closes only after one; `_` does not open or close inside a word. Unmatched markers stay text.
struct InlineMarkdown {
    /// A run of text with its presentation.
    struct Span: Equatable {
        var text: String
        var intent: InlinePresentationIntent
        var link: String?
    }

    let characters: [Character]
    init(_ characters: [Character]) { self.characters = characters }

    func spans() -> [Span] { merged(parse(characters[...], intent: [], link: nil)) }

    private func parse(_ text: ArraySlice<Character>, intent: InlinePresentationIntent, link: String?) -> [Span] {
        var spans: [Span] = []
        var plain = ""
        func flush() { if !plain.isEmpty { spans.append(Span(text: plain, intent: intent, link: link)); plain = "" } }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\\", index + 1 < text.endIndex, text[index + 1].isASCII, text[index + 1].isPunctuation || text[index + 1].isSymbol {
                plain.append(text[index + 1])
                index += 2
                continue
            }
            if character == "`", let (content, end) = codeSpan(in: text, at: index) {
                flush()
                spans.append(Span(text: content, intent: intent.union(.code), link: link))
                index = end
                continue
            }
            if character == "[", let (label, destination, end) = linkSpan(in: text, at: index) {
                flush()
                spans += parse(label, intent: intent, link: destination)
                index = end
                continue
            }
            if let (marker, added) = Self.delimiter(in: text, at: index), let close = closing(marker, in: text, after: index) {
                flush()
                spans += parse(text[(index + marker.count)..<close], intent: intent.union(added), link: link)
                index = close + marker.count
                continue
            }
            plain.append(character)
            index += 1
        }
        flush()
        return spans
    }

    /// The delimiter that opens at `index`, longest first: `***`, `___`, `~~`, `**`, `__`, `*`, `_`.
    private static func delimiter(in text: ArraySlice<Character>, at index: Int) -> (marker: [Character], intent: InlinePresentationIntent)? {
        let candidates: [([Character], InlinePresentationIntent)] = [
            (["*", "*", "*"], [.stronglyEmphasized, .emphasized]), (["_", "_", "_"], [.stronglyEmphasized, .emphasized]),
            (["~", "~"], .strikethrough), (["*", "*"], .stronglyEmphasized), (["_", "_"], .stronglyEmphasized),
            (["*"], .emphasized), (["_"], .emphasized),
        ]
        for (marker, intent) in candidates where text[index...].starts(with: marker) {
            let after = index + marker.count
            guard after < text.endIndex, !text[after].isWhitespace else { continue }
            // `_` inside a word (snake_case) is not a delimiter.
            if marker[0] == "_", index > text.startIndex, text[index - 1].isLetter || text[index - 1].isNumber { continue }
            return (marker, intent)
        }
        return nil
    }

    /// Where `marker` closes after the opener at `open`: preceded by a non-space, not part of a longer run of the same
    /// character when the marker is single.
    private func closing(_ marker: [Character], in text: ArraySlice<Character>, after open: Int) -> Int? {
        var index = open + marker.count + 1
        while index + marker.count <= text.endIndex {
            if text[index] == "`", let (_, end) = codeSpan(in: text, at: index) { index = end; continue }
            if text[index...].starts(with: marker), !text[index - 1].isWhitespace {
                let next = index + marker.count
                let doubled = next < text.endIndex && text[next] == marker[0]
                let wordAfter = marker[0] == "_" && next < text.endIndex && (text[next].isLetter || text[next].isNumber)
                if marker.count > 1 || !doubled, !wordAfter { return index }
                if doubled { index += 2; continue }
            }
            index += 1
        }
        return nil
    }

    /// A code span at `index`: its text (one space trimmed from each end when both have one) and the index after it.
    private func codeSpan(in text: ArraySlice<Character>, at index: Int) -> (String, Int)? {
        var run = 0
        while index + run < text.endIndex, text[index + run] == "`" { run += 1 }
        var search = index + run
        while search < text.endIndex {
            guard text[search] == "`" else { search += 1; continue }
            var closingRun = 0
            while search + closingRun < text.endIndex, text[search + closingRun] == "`" { closingRun += 1 }
            if closingRun == run {
                var content = String(text[(index + run)..<search])
                if content.count >= 2, content.first == " ", content.last == " " { content = String(content.dropFirst().dropLast()) }
                return (content, search + run)
            }
            search += closingRun
        }
        return nil
    }

    /// A link `[label](destination)` at `index`: its label, destination and the index after it.
    private func linkSpan(in text: ArraySlice<Character>, at index: Int) -> (ArraySlice<Character>, String, Int)? {
        var depth = 0, close: Int?
        for position in index..<text.endIndex {
            if text[position] == "[" { depth += 1 }
            if text[position] == "]" { depth -= 1; if depth == 0 { close = position; break } }
        }
        guard let close, close + 1 < text.endIndex, text[close + 1] == "(",
              let end = text[(close + 2)...].firstIndex(of: ")") else { return nil }
        let destination = String(text[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
        // A title after the destination (`(url "title")`) is not part of it.
        let url = destination.split(separator: " ").first.map(String.init) ?? destination
        return (text[(index + 1)..<close], url.trimmingCharacters(in: CharacterSet(charactersIn: "<>")), end + 1)
    }

    /// Neighbouring spans with the same presentation joined.
    private func merged(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        for span in spans {
            if let last = result.last, last.intent == span.intent, last.link == span.link { result[result.count - 1].text += span.text } else { result.append(span) }
        }
        return result
    }
}
#endif
