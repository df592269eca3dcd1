import Foundation

/// An object whose content a cache may throw away while nobody uses it, as Foundation's `NSDiscardableContent`
/// (`NSCache` asks it before evicting). Linux's `NSCache` does not ask; caches that adopt it compile and keep their
/// own counting.
public protocol NSDiscardableContent: AnyObject {
    /// Marks the content in use; `false` when it was already discarded.
    func beginContentAccess() -> Bool
    /// Marks the content no longer in use.
    func endContentAccess()
    /// Discards the content if nobody uses it.
    func discardContentIfPossible()
    /// Whether the content was discarded.
    func isContentDiscarded() -> Bool
}
