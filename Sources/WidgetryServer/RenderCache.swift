import Foundation
import Synchronization

/// The most recently used results (encoded images and JSON bodies), keyed by every input that produced
/// them, bounded by entry count and by bytes.
///
/// Previews are requested again and again with the same settings (moving a slider back, several people
/// looking at the same widget), and a render costs milliseconds where a lookup costs microseconds.
/// Eviction scans for the least recently used entry: with a few hundred entries that is cheaper and
/// simpler than maintaining a linked list, and it only happens on a miss.
public final class RenderCache: Sendable {
    /// A cached response body.
    public struct Item: Sendable {
        /// The body.
        public var data: Data
        /// Its `Content-Type`.
        public var contentType: String

        /// An item.
        public init(data: Data, contentType: String) { self.data = data; self.contentType = contentType }
    }

    /// Hits, misses and size.
    public struct Statistics: Sendable, Codable, Hashable {
        /// Lookups that found an entry.
        public var hits: Int
        /// Lookups that did not.
        public var misses: Int
        /// Entries held.
        public var entries: Int
        /// Bytes held.
        public var bytes: Int
        /// Entries dropped to make room.
        public var evictions: Int
    }

    private struct Slot {
        var item: Item
        var lastUse: UInt64
    }

    private struct State {
        var slots: [String: Slot] = [:]
        var clock: UInt64 = 0
        var bytes = 0
        var hits = 0
        var misses = 0
        var evictions = 0
    }

    /// The most entries held.
    public let capacity: Int
    /// The most bytes held.
    public let byteCapacity: Int
    private let state = Mutex(State())

    /// A cache of at most `capacity` entries and `byteCapacity` bytes.
    public init(capacity: Int, byteCapacity: Int) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
    }

    /// The item for `key`, marking it recently used; counts a hit or a miss.
    public func item(for key: String) -> Item? {
        state.withLock { state in
            guard var slot = state.slots[key] else { state.misses += 1; return nil }
            state.clock += 1
            slot.lastUse = state.clock
            state.slots[key] = slot
            state.hits += 1
            return slot.item
        }
    }

    /// Stores `item` under `key`, evicting the least recently used entries until it fits. An item larger
    /// than the whole cache is not stored.
    public func insert(_ item: Item, for key: String) {
        let size = item.data.count
        guard capacity > 0, size <= byteCapacity else { return }
        state.withLock { state in
            if let old = state.slots.removeValue(forKey: key) { state.bytes -= old.item.data.count }
            while !state.slots.isEmpty && (state.slots.count >= capacity || state.bytes + size > byteCapacity) {
                guard let oldest = state.slots.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
                state.slots.removeValue(forKey: oldest.key)
                state.bytes -= oldest.value.item.data.count
                state.evictions += 1
            }
            state.clock += 1
            state.slots[key] = Slot(item: item, lastUse: state.clock)
            state.bytes += size
        }
    }

    /// Forgets everything (the widget's assets changed); the counters are kept.
    public func removeAll() {
        state.withLock { state in
            state.slots.removeAll()
            state.bytes = 0
        }
    }

    /// The current counts.
    public var statistics: Statistics {
        state.withLock {
            Statistics(hits: $0.hits, misses: $0.misses, entries: $0.slots.count, bytes: $0.bytes, evictions: $0.evictions)
        }
    }
}
