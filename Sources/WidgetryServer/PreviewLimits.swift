import Foundation

/// The bounds that keep one preview server from being overwhelmed: how much rendering runs at once, how
/// much may wait, how much is remembered, and how large an image may be.
///
/// Canvases are bounded by construction: the family and device are validated against the catalog, so a
/// widget is never larger than the largest published widget size (about 800 × 380 points on iPad), and
/// `maximumScale` caps the pixels per point.
public struct PreviewLimits: Sendable, Hashable {
    /// Renders (and checks and simulations) that run at the same time. Each is CPU-bound, so more than a
    /// couple per core only adds memory and latency.
    public var concurrentRenders: Int
    /// Requests that may wait for a render slot; one more gets 503 with `Retry-After` instead of queueing
    /// without bound.
    public var waitingRenders: Int
    /// Seconds a refused client is told to wait (`Retry-After`).
    public var retryAfterSeconds: Int
    /// Most entries (images and JSON bodies) kept in the cache of recent results.
    public var cacheEntries: Int
    /// Most bytes kept in the cache of recent results.
    public var cacheBytes: Int
    /// The largest accepted `scale` (pixels per point); the smallest is 1.
    public var maximumScale: Int
    /// The longest accepted simulation, in days.
    public var maximumSimulatedDays: Double

    /// Limits sized for this machine: `2 × cores` renders in flight, `8 × cores` waiting.
    public init(concurrentRenders: Int = 2 * ProcessInfo.processInfo.activeProcessorCount,
                waitingRenders: Int = 8 * ProcessInfo.processInfo.activeProcessorCount,
                retryAfterSeconds: Int = 1, cacheEntries: Int = 1024, cacheBytes: Int = 64 << 20,
                maximumScale: Int = 3, maximumSimulatedDays: Double = 31) {
        self.concurrentRenders = max(1, concurrentRenders)
        self.waitingRenders = max(0, waitingRenders)
        self.retryAfterSeconds = max(1, retryAfterSeconds)
        self.cacheEntries = max(0, cacheEntries)
        self.cacheBytes = max(0, cacheBytes)
        self.maximumScale = min(max(1, maximumScale), 3)
        self.maximumSimulatedDays = maximumSimulatedDays
    }
}
