// NaturalLanguage's language identification. Without Apple's model, a text is identified only where its script names
// one language (Hangul, kana, Thai, Greek, Hebrew, Georgian, …); Latin, Cyrillic, Arabic or Han text, which a model tells
// apart, is undetermined (`dominantLanguage` is `nil`, as iOS answers for text it cannot identify), with a note once.
import Foundation

/// Identifies the language of text, as NaturalLanguage's `NLLanguageRecognizer`.
open class NLLanguageRecognizer: NSObject {
    private var text = ""
    /// Languages the text is expected to be in, with their likelihoods.
    open var languageHints: [NLLanguage: Double] = [:]
    /// The languages the answer is limited to.
    open var languageConstraints: [NLLanguage] = []

    public override init() { super.init() }

    /// The language of `string`, or `nil` when it cannot be told.
    open class func dominantLanguage(for string: String) -> NLLanguage? {
        let recognizer = NLLanguageRecognizer()
        recognizer.processString(string)
        return recognizer.dominantLanguage
    }

    /// Adds `string` to the text being identified.
    open func processString(_ string: String) { text += string }

    /// Forgets the text.
    open func reset() { text = "" }

    /// The text's language, or `nil` when it cannot be told.
    open var dominantLanguage: NLLanguage? {
        // One allowed language is the answer for any text that has letters.
        if languageConstraints.count == 1, text.contains(where: \.isLetter) { return languageConstraints[0] }
        guard let script = ScriptOfText.dominantScript(of: text[...]) else { return nil }
        guard let language = ScriptOfText.onlyLanguage(writtenIn: script, text: text) else {
            NaturalLanguageNotes.modelUnavailable("NLLanguageRecognizer on \(script) text")
            return nil
        }
        return languageConstraints.isEmpty || languageConstraints.contains(language) ? language : nil
    }

    /// The likeliest languages with their probabilities, at most `maxHypotheses`.
    open func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
        guard maxHypotheses > 0, let language = dominantLanguage else { return [:] }
        return [language: 1]
    }
}

/// The writing system of text, by Unicode block (ISO 15924 codes, as NaturalLanguage's `.script` tags).
enum ScriptOfText {
    private static let blocks: [(ClosedRange<UInt32>, String)] = [
        (0x0041...0x024F, "Latn"), (0x1E00...0x1EFF, "Latn"), (0x0370...0x03FF, "Grek"), (0x1F00...0x1FFF, "Grek"),
        (0x0400...0x052F, "Cyrl"), (0x0530...0x058F, "Armn"), (0x0590...0x05FF, "Hebr"), (0x0600...0x06FF, "Arab"),
        (0x0750...0x077F, "Arab"), (0x0900...0x097F, "Deva"), (0x0980...0x09FF, "Beng"), (0x0A00...0x0A7F, "Guru"),
        (0x0A80...0x0AFF, "Gujr"), (0x0B00...0x0B7F, "Orya"), (0x0B80...0x0BFF, "Taml"), (0x0C00...0x0C7F, "Telu"),
        (0x0C80...0x0CFF, "Knda"), (0x0D00...0x0D7F, "Mlym"), (0x0D80...0x0DFF, "Sinh"), (0x0E00...0x0E7F, "Thai"),
        (0x0E80...0x0EFF, "Laoo"), (0x0F00...0x0FFF, "Tibt"), (0x1000...0x109F, "Mymr"), (0x10A0...0x10FF, "Geor"),
        (0x1100...0x11FF, "Hang"), (0x1200...0x137F, "Ethi"), (0x13A0...0x13FF, "Cher"), (0x1780...0x17FF, "Khmr"),
        (0x1800...0x18AF, "Mong"), (0x3040...0x309F, "Hira"), (0x30A0...0x30FF, "Kana"), (0x3130...0x318F, "Hang"),
        (0x3400...0x4DBF, "Hani"), (0x4E00...0x9FFF, "Hani"), (0xAC00...0xD7AF, "Hang"), (0xF900...0xFAFF, "Hani"),
    ]

    /// Scripts written by one language only (of NaturalLanguage's languages).
    private static let onlyLanguage: [String: NLLanguage] = [
        "Grek": .greek, "Armn": .armenian, "Hebr": .hebrew, "Guru": .punjabi, "Gujr": .gujarati, "Orya": .oriya,
        "Taml": .tamil, "Telu": .telugu, "Knda": .kannada, "Mlym": .malayalam, "Sinh": .sinhalese, "Thai": .thai,
        "Laoo": .lao, "Tibt": .tibetan, "Mymr": .burmese, "Geor": .georgian, "Hang": .korean, "Ethi": .amharic,
        "Cher": .cherokee, "Khmr": .khmer, "Hira": .japanese, "Kana": .japanese,
    ]

    static func script(of scalar: Unicode.Scalar) -> String? {
        blocks.first { $0.0.contains(scalar.value) }?.1
    }

    /// The script of `text`'s letters, if they are all in one (kana with Han is Japanese's mix, "Jpan").
    static func script(of text: Substring) -> String? {
        let scripts = Set(text.unicodeScalars.compactMap { $0.properties.isAlphabetic ? script(of: $0) : nil })
        if scripts.count == 1 { return scripts.first }
        if !scripts.isEmpty, scripts.isSubset(of: ["Hani", "Hira", "Kana"]) { return "Jpan" }
        return nil
    }

    /// The script most of `text`'s letters are in.
    static func dominantScript(of text: Substring) -> String? {
        var counts: [String: Int] = [:]
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            if let script = script(of: scalar) { counts[script, default: 0] += 1 }
        }
        // Kana anywhere makes Han text Japanese.
        if counts["Hira"] != nil || counts["Kana"] != nil {
            let japanese = (counts["Hira"] ?? 0) + (counts["Kana"] ?? 0) + (counts["Hani"] ?? 0)
            counts["Hira"] = nil; counts["Kana"] = nil; counts["Hani"] = nil
            counts["Jpan"] = japanese
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    /// The one language written in `script`, or `nil` where a model must choose.
    static func onlyLanguage(writtenIn script: String, text: String) -> NLLanguage? {
        script == "Jpan" ? .japanese : onlyLanguage[script]
    }
}
