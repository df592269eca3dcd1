import Foundation

/// A snapshot of a store that a context can pin its reads to, as Core Data's `NSQueryGenerationToken`. Apps pin the
/// view context to `.current` so a widget reads one consistent state while the app writes; a check's store has no
/// other writer, so every generation reads the same objects.
public final class NSQueryGenerationToken: NSObject, Sendable {
    /// The store's current generation, as `NSQueryGenerationToken.current`.
    public static let current = NSQueryGenerationToken()
}

extension NSManagedObjectContext {
    /// Pins the context's reads to `generation` (`nil`: unpinned), as Core Data's `setQueryGenerationFrom(_:)`. Kept:
    /// with no other writer every generation holds the same objects, so fetches are unchanged.
    public func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws {
        pinnedGeneration = generation
    }

    /// The generation the context's reads are pinned to, as `queryGenerationToken`.
    public var queryGenerationToken: NSQueryGenerationToken? { pinnedGeneration }
}
