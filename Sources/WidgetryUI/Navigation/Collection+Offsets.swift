import Foundation

// SwiftUI's helpers for `onDelete` and `onMove` handlers (`items.remove(atOffsets:)`,
// `items.move(fromOffsets:toOffset:)`), declared on the standard collections as SwiftUI declares them.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start), as SwiftUI's `remove(atOffsets:)`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `offsets` so they sit, in order, before the element that was at `destination`
    /// (an offset; `count` moves them to the end), as SwiftUI's `move(fromOffsets:toOffset:)` does.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        // The destination counts positions in the original collection: those moved from before it shift it.
        let target = destination - source.count(in: 0..<destination)
        remove(atOffsets: source)
        insert(contentsOf: moved, at: index(startIndex, offsetBy: target))
    }
}
