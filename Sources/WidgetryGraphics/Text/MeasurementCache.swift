import Synchronization

/// A bounded, thread-safe cache of text measurements shared by every thread.
///
/// Two generations approximate least-recently-used eviction at O(1): entries go into `recent`; when it
/// holds half the capacity, it becomes `older` and the previous `older` is dropped. A hit in `older` is
/// promoted, so text measured every frame survives.
final class MeasurementCache: Sendable {
    struct Key: Hashable {
        var text: PreparedText
        var options: TextLayoutOptions
        /// Fonts added since would change results.
        var fontGeneration: Int
    }

    private struct State {
        var recent: [Key: TextMeasurement] = [:]
        var older: [Key: TextMeasurement] = [:]
        var hits = 0
        var misses = 0
    }

    private let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    func value(for key: Key) -> TextMeasurement? {
        state.withLock { state in
            if let found = state.recent[key] {
                state.hits += 1
                return found
            }
            if let found = state.older.removeValue(forKey: key) {
                state.hits += 1
                insert(found, for: key, into: &state)
                return found
            }
            state.misses += 1
            return nil
        }
    }

    func store(_ value: TextMeasurement, for key: Key) {
        guard capacity > 0 else { return }
        state.withLock { insert(value, for: key, into: &$0) }
    }

    var statistics: (hits: Int, misses: Int) {
        state.withLock { ($0.hits, $0.misses) }
    }

    private func insert(_ value: TextMeasurement, for key: Key, into state: inout State) {
        guard capacity > 0 else { return }
        if state.recent.count >= max(1, capacity / 2) {
            state.older = state.recent
            state.recent = [:]
        }
        state.recent[key] = value
    }
}
