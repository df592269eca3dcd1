import Foundation
import NaturalLanguage
import Testing
import WidgetryFoundation

/// A habit tracker's shared code, written as apps write it against NaturalLanguage: word counts for a journal widget,
/// a personality hint that uses the word embedding when the device has one and a keyword list when it does not.
struct JournalInsights {
    static func wordCount(_ text: String) -> Int {
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        return tokenizer.tokens(for: text.startIndex..<text.endIndex).count
    }

    static func mood(of text: String) -> String {
        if #available(iOS 17.0, *), let embedding = NLEmbedding.wordEmbedding(for: .english) {
            return embedding.distance(between: "happy", and: text) < 0.5 ? "bright" : "calm"
        }
        // The fallback a device without the asset takes.
        return text.lowercased().contains("great") ? "bright" : "calm"
    }
}

@Suite struct LanguageAPITests {
    @Test("Words, sentences and paragraphs are tokenized without a model; an apostrophe stays inside a word")
    func tokenizer() {
        // Ran · 5 · km · today · didn't · stop: the comma and "!" are not words.
        #expect(JournalInsights.wordCount("Ran 5 km today, didn't stop!") == 6)
        let text = "Slept well. Ran 5 km! Felt great?\nTomorrow: rest."
        let sentences = NLTokenizer(unit: .sentence)
        sentences.string = text
        let found = sentences.tokens(for: text.startIndex..<text.endIndex).map { text[$0].trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(found == ["Slept well.", "Ran 5 km!", "Felt great?", "Tomorrow: rest."])
        let paragraphs = NLTokenizer(unit: .paragraph)
        paragraphs.string = text
        #expect(paragraphs.tokens(for: text.startIndex..<text.endIndex).count == 2)
        var attributes: [NLTokenizer.Attributes] = []
        let words = NLTokenizer(unit: .word)
        words.string = "run 5 🏃"
        words.enumerateTokens(in: words.string!.startIndex..<words.string!.endIndex) { _, found in attributes.append(found); return true }
        #expect(attributes == [[], .numeric, .emoji])
    }

    @Test("No word embedding, as on a device without the asset: the code takes its fallback, and a note says why")
    func embeddingIsUnavailable() {
        let (mood, notes) = SkippedEffects.collecting { JournalInsights.mood(of: "a great day") }
        #expect(mood == "bright")
        #expect(NLEmbedding.wordEmbedding(for: .english) == nil && NLEmbedding.sentenceEmbedding(for: .french) == nil)
        #expect(notes.contains { $0.hasPrefix("NaturalLanguage: NLEmbedding.wordEmbedding(for:)") })
        #expect(throws: CocoaError.self) { _ = try NLModel(contentsOf: URL(fileURLWithPath: "/tmp/Sentiment.mlmodelc")) }
    }

    @Test("Token types and scripts are tagged; model schemes give no tag; a script one language writes names it")
    func taggerAndRecognizer() {
        let tagger = NLTagger(tagSchemes: [.tokenType, .lexicalClass, .sentimentScore])
        let text = "Good job, team!"
        tagger.string = text
        let types = tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .tokenType, options: [.omitWhitespace])
        #expect(types.map { $0.0 } == [.word, .word, .punctuation, .word, .punctuation])
        #expect(types.map { String(text[$0.1]) } == ["Good", "job", ",", "team", "!"])
        #expect(tagger.tag(at: text.startIndex, unit: .word, scheme: .lexicalClass).0 == nil)
        #expect(tagger.tag(at: text.startIndex, unit: .paragraph, scheme: .sentimentScore).0 == nil)
        #expect(tagger.tag(at: text.startIndex, unit: .word, scheme: .script).0 == NLTag("Latn"))
        // The unit at every index, as a loop over a text asks for it; a new string is split anew.
        let units = text.indices.map { String(text[tagger.tag(at: $0, unit: .word, scheme: .tokenType).1]) }
        #expect(units == ["Good", "Good", "Good", "Good", " ", "job", "job", "job", ",", " ", "team", "team", "team", "team", "!"])
        tagger.string = "Hi there"
        #expect(tagger.string.map { String($0[tagger.tag(at: $0.index($0.startIndex, offsetBy: 4), unit: .word, scheme: .tokenType).1]) } == "there")
        // Hangul and kana are written by one language each; Latin text needs a model and is undetermined (nil).
        #expect(NLLanguageRecognizer.dominantLanguage(for: "오늘의 습관") == .korean)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "今日の習慣") == .japanese)
        #expect(NLLanguageRecognizer.dominantLanguage(for: "Today's habits") == nil)
        let constrained = NLLanguageRecognizer()
        constrained.languageConstraints = [.german]
        constrained.processString("Gewohnheiten")
        #expect(constrained.dominantLanguage == .german && constrained.languageHypotheses(withMaximum: 2) == [.german: 1])
    }
}
