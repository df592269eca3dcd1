// NaturalLanguage's embeddings come from Apple's model assets, which this machine does not have: `wordEmbedding(for:)`
// and `sentenceEmbedding(for:)` are `nil`, as on a device where the asset for the language is not available, and code
// takes its path without one; the first call says so in a note.
import Foundation

/// A distance between two vectors, as NaturalLanguage's `NLDistance`.
public typealias NLDistance = Double

/// How distance is measured, as `NLDistanceType`.
public enum NLDistanceType: Int, Sendable, Hashable {
    case cosine
}

/// A map of strings to vectors, as NaturalLanguage's `NLEmbedding`.
open class NLEmbedding: NSObject {
    /// The vectors' length.
    public let dimension: Int
    /// How many strings it knows.
    public let vocabularySize: Int
    /// Its language.
    public let language: NLLanguage?
    /// Its revision.
    public let revision: Int

    private init(empty: ()) {
        dimension = 0; vocabularySize = 0; language = nil; revision = 0
        super.init()
    }

    /// A custom embedding from a compiled model file: throws here, where Apple's model runtime is missing.
    public convenience init(contentsOf url: URL) throws {
        NaturalLanguageNotes.modelUnavailable("NLEmbedding(contentsOf:)")
        throw CocoaError(.featureUnsupported, userInfo: [NSURLErrorKey: url])
    }

    /// The system's word embedding for `language`: `nil` here.
    open class func wordEmbedding(for language: NLLanguage) -> NLEmbedding? {
        NaturalLanguageNotes.modelUnavailable("NLEmbedding.wordEmbedding(for:)")
        return nil
    }

    /// The system's word embedding for `language` at `revision`: `nil` here.
    open class func wordEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { wordEmbedding(for: language) }

    /// The system's sentence embedding for `language`: `nil` here.
    open class func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? {
        NaturalLanguageNotes.modelUnavailable("NLEmbedding.sentenceEmbedding(for:)")
        return nil
    }

    /// The system's sentence embedding for `language` at `revision`: `nil` here.
    open class func sentenceEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { sentenceEmbedding(for: language) }

    /// The revisions of `language`'s word embedding on this machine: none.
    open class func supportedRevisions(for language: NLLanguage) -> IndexSet { IndexSet() }
    /// The current revision of `language`'s word embedding: 0, none.
    open class func currentRevision(for language: NLLanguage) -> Int { 0 }

    /// Whether it has a vector for `string`.
    open func contains(_ string: String) -> Bool { false }
    /// `string`'s vector.
    open func vector(for string: String) -> [Double]? { nil }
    /// The distance between two strings' vectors (2, the largest cosine distance, where either is unknown).
    open func distance(between firstString: String, and secondString: String, distanceType: NLDistanceType = .cosine) -> NLDistance { 2 }
    /// The nearest strings to `string`.
    open func neighbors(for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] { [] }
    /// The nearest strings to `vector`.
    open func neighbors(for vector: [Double], maximumCount: Int, distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] { [] }
    /// Calls `block` with each neighbour of `string` until it returns `false`.
    open func enumerateNeighbors(for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine,
                                 using block: (String, NLDistance) -> Bool) {}
}

/// A text classifier or tagger from a Create ML model, as NaturalLanguage's `NLModel`: loading throws here, where
/// Apple's model runtime is missing.
open class NLModel: NSObject {
    /// A model from a compiled model file: throws here.
    public init(contentsOf url: URL) throws {
        NaturalLanguageNotes.modelUnavailable("NLModel(contentsOf:)")
        throw CocoaError(.featureUnsupported, userInfo: [NSURLErrorKey: url])
    }

    /// The label predicted for `string`.
    open func predictedLabel(for string: String) -> String? { nil }
    /// The likeliest labels for `string`.
    open func predictedLabelHypotheses(for string: String, maximumCount: Int) -> [String: Double] { [:] }
    /// The labels predicted for each of `tokens`.
    open func predictedLabels(forTokens tokens: [String]) -> [String] { [] }
}
