// NaturalLanguage's tagger. Token types (word, punctuation, whitespace) and scripts need no model and are tagged here;
// the schemes a model answers (lexical class, names, lemmas, sentiment) give no tag, as on a device whose model assets
// are missing, and a note says so once.
import Foundation

/// A tagging scheme, as NaturalLanguage's `NLTagScheme`.
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let tokenType = NLTagScheme("TokenType")
    public static let lexicalClass = NLTagScheme("LexicalClass")
    public static let nameType = NLTagScheme("NameType")
    public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
    public static let lemma = NLTagScheme("Lemma")
    public static let language = NLTagScheme("Language")
    public static let script = NLTagScheme("Script")
    public static let sentimentScore = NLTagScheme("SentimentScore")
}

/// A tag, as NaturalLanguage's `NLTag`.
public struct NLTag: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let word = NLTag("Word")
    public static let punctuation = NLTag("Punctuation")
    public static let whitespace = NLTag("Whitespace")
    public static let other = NLTag("Other")
    public static let noun = NLTag("Noun")
    public static let verb = NLTag("Verb")
    public static let adjective = NLTag("Adjective")
    public static let adverb = NLTag("Adverb")
    public static let pronoun = NLTag("Pronoun")
    public static let determiner = NLTag("Determiner")
    public static let particle = NLTag("Particle")
    public static let preposition = NLTag("Preposition")
    public static let number = NLTag("Number")
    public static let conjunction = NLTag("Conjunction")
    public static let interjection = NLTag("Interjection")
    public static let classifier = NLTag("Classifier")
    public static let idiom = NLTag("Idiom")
    public static let otherWord = NLTag("OtherWord")
    public static let sentenceTerminator = NLTag("SentenceTerminator")
    public static let openQuote = NLTag("OpenQuote")
    public static let closeQuote = NLTag("CloseQuote")
    public static let openParenthesis = NLTag("OpenParenthesis")
    public static let closeParenthesis = NLTag("CloseParenthesis")
    public static let wordJoiner = NLTag("WordJoiner")
    public static let dash = NLTag("Dash")
    public static let otherPunctuation = NLTag("OtherPunctuation")
    public static let paragraphBreak = NLTag("ParagraphBreak")
    public static let otherWhitespace = NLTag("OtherWhitespace")
    public static let personalName = NLTag("PersonalName")
    public static let placeName = NLTag("PlaceName")
    public static let organizationName = NLTag("OrganizationName")
}

/// Tags the tokens of a text, as NaturalLanguage's `NLTagger`.
open class NLTagger: NSObject {
    /// What to leave out or join, as `NLTagger.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let omitWords = Options(rawValue: 1 << 0)
        public static let omitPunctuation = Options(rawValue: 1 << 1)
        public static let omitWhitespace = Options(rawValue: 1 << 2)
        public static let omitOther = Options(rawValue: 1 << 3)
        public static let joinNames = Options(rawValue: 1 << 4)
        public static let joinContractions = Options(rawValue: 1 << 5)
    }

    /// The schemes this tagger was made for.
    public let tagSchemes: [NLTagScheme]
    /// The text to tag.
    open var string: String? {
        didSet { wholeTextPieces = nil }
    }

    /// The whole text's units in one unit and scheme, kept for ``tag(at:unit:scheme:)`` until ``string`` changes: a loop
    /// asking for the tag at each word would otherwise split the whole text once per word.
    private var wholeTextPieces: (unit: NLTokenUnit, scheme: NLTagScheme, pieces: [(tag: NLTag?, range: Range<String.Index>)])?

    /// A tagger for `tagSchemes`.
    public init(tagSchemes: [NLTagScheme]) {
        self.tagSchemes = tagSchemes
        super.init()
    }

    /// The schemes available for `unit` in `language` without a model: token types.
    open class func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] {
        unit == .word ? [.tokenType, .script] : [.script]
    }

    /// The text's language, as the recognizer finds it.
    open var dominantLanguage: NLLanguage? {
        guard let string else { return nil }
        return NLLanguageRecognizer.dominantLanguage(for: string)
    }

    /// Sets the language of `range` (tags here do not depend on it).
    open func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {}

    /// The tag of the `unit` at `index` in `scheme`, and that unit's range.
    open func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        guard let string else { return (nil, index..<index) }
        let pieces: [(tag: NLTag?, range: Range<String.Index>)]
        if let kept = wholeTextPieces, kept.unit == unit, kept.scheme == scheme {
            pieces = kept.pieces
        } else {
            pieces = self.pieces(of: string, in: string.startIndex..<string.endIndex, unit: unit, scheme: scheme, options: [])
            wholeTextPieces = (unit, scheme, pieces)
        }
        // The units are in order: the one holding `index` is found by bisection.
        var low = 0, high = pieces.count
        while low < high {
            let middle = (low + high) / 2
            if pieces[middle].range.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        guard low < pieces.count, pieces[low].range.contains(index) else { return (nil, index..<index) }
        return (pieces[low].tag, pieces[low].range)
    }

    /// The tags of `range`'s units.
    open func tags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = []) -> [(NLTag?, Range<String.Index>)] {
        guard let string else { return [] }
        return pieces(of: string, in: range, unit: unit, scheme: scheme, options: options).map { ($0.tag, $0.range) }
    }

    /// Calls `block` with each unit of `range` and its tag until it returns `false`.
    open func enumerateTags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = [],
                            using block: (NLTag?, Range<String.Index>) -> Bool) {
        guard let string else { return }
        for piece in pieces(of: string, in: range, unit: unit, scheme: scheme, options: options) {
            guard block(piece.tag, piece.range) else { return }
        }
    }

    /// The units of `range` with their tags: for words, every run of word characters, punctuation and whitespace, each
    /// tagged in `scheme` (`nil` where a model would answer), less what `options` omit.
    private func pieces(of string: String, in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme,
                        options: Options) -> [(tag: NLTag?, range: Range<String.Index>)] {
        let modelAnswers: Set<NLTagScheme> = [.lexicalClass, .nameType, .nameTypeOrLexicalClass, .lemma, .sentimentScore]
        if modelAnswers.contains(scheme) { NaturalLanguageNotes.modelUnavailable("NLTagger's \(scheme.rawValue) scheme") }
        guard unit == .word else {
            return TextSegmenter.tokens(of: string, in: range, unit: unit).map { (tag(of: string[$0], kind: .word, scheme: scheme), $0) }
        }
        var result: [(tag: NLTag?, range: Range<String.Index>)] = []
        let words = TextSegmenter.tokens(of: string, in: range, unit: .word)
        var index = range.lowerBound
        var wordIterator = words.makeIterator()
        var nextWord = wordIterator.next()
        while index < range.upperBound {
            if let word = nextWord, word.lowerBound == index {
                if !options.contains(.omitWords) { result.append((tag(of: string[word], kind: .word, scheme: scheme), word)) }
                index = word.upperBound
                nextWord = wordIterator.next()
                continue
            }
            let next = string.index(after: index)
            let character = string[index]
            let kind: NLTag = character.isWhitespace ? .whitespace : (character.isPunctuation ? .punctuation : .other)
            let omitted = (kind == .whitespace && options.contains(.omitWhitespace)) || (kind == .punctuation && options.contains(.omitPunctuation))
                || (kind == .other && options.contains(.omitOther))
            if !omitted { result.append((tag(of: string[index..<next], kind: kind, scheme: scheme), index..<next)) }
            index = next
        }
        return result
    }

    private func tag(of token: Substring, kind: NLTag, scheme: NLTagScheme) -> NLTag? {
        switch scheme {
        case .tokenType: return kind
        case .script: return ScriptOfText.script(of: token).map { NLTag($0) }
        case .language: return NLLanguageRecognizer.dominantLanguage(for: String(token)).map { NLTag($0.rawValue) }
        default: return nil
        }
    }
}
