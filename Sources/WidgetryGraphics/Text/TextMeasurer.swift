import Foundation

/// Something that measures text for layout. Layout reads the measurer from its environment, so a test can
/// hand in one with fixed metrics and lay out without depending on the installed fonts.
public protocol TextMeasuring: Sendable {
    /// The size, line counts, baselines and font problems of `prepared` laid out with `options`.
    func measure(_ prepared: PreparedText, options: TextLayoutOptions) -> TextMeasurement
}

extension TextMeasuring {
    /// Measures `text`, hashing it first.
    public func measure(_ text: AttributedText, options: TextLayoutOptions) -> TextMeasurement {
        measure(PreparedText(text), options: options)
    }
}

/// Measures attributed text exactly as ``DisplayListRenderer`` draws it, from any thread.
///
/// Each thread lays text out with its own Pango engine; results are cached (shared between threads) by the
/// full text, options and installed fonts. Each measurer has its own cache.
public struct TextMeasurer: TextMeasuring {
    /// The measurer layout uses unless its environment names another.
    public static let shared = TextMeasurer()

    private let cache: MeasurementCache

    /// Creates a measurer whose cache holds at most `cacheCapacity` measurements (0 turns caching off).
    /// A matrix runs a widget's family a block at a time, so text is measured again soon or not at all:
    /// 10,000 answer as many lookups as 50,000 did at 85,000 cells (89 %, `make bench`) in a fifth of the memory.
    public init(cacheCapacity: Int = 10_000) {
        cache = MeasurementCache(capacity: cacheCapacity)
    }

    /// The size, line counts, baselines and font problems of `text` laid out with `options`.
    public func measure(_ text: AttributedText, options: TextLayoutOptions) -> TextMeasurement {
        measure(PreparedText(text), options: options)
    }

    /// Measures text whose hash was worked out beforehand: the same answer as
    /// `measure(prepared.text, options:)`, cheaper for text measured repeatedly.
    public func measure(_ prepared: PreparedText, options: TextLayoutOptions) -> TextMeasurement {
        let text = prepared.text
        let key = MeasurementCache.Key(
            text: prepared, options: options,
            fontGeneration: FontLibrary.generation.load(ordering: .sequentiallyConsistent))
        if let cached = cache.value(for: key) { return cached }
        let measurement = PangoEngine.withCurrent { engine in
            TextLayouter(engine: engine).layOut(text, options: options).measurement
        }
        cache.store(measurement, for: key)
        return measurement
    }

    /// How many measurements were answered from the cache and how many were laid out.
    public var cacheStatistics: (hits: Int, misses: Int) {
        cache.statistics
    }
}
