#if canImport(Glibc)
import CPangoCairo
#endif

/// Process-wide allocator settings for commands that lay out and render many widgets.
///
/// A layout allocates an element per placed view and frees them all when the result is dropped. glibc
/// hands the freed top of the heap back to the system once more than 128 KiB is free, so the next layout
/// faults every page in again: laying out the 10,000-leaf benchmark tree repeatedly took 117,503 page faults
/// with the default, 21,825 with freed memory kept (docs/performance.md). A library should not change its
/// host's allocator, so only executables call this: the `widgetry` command and the benchmarks.
public enum HeapTuning {
    /// How much freed memory the process keeps instead of returning it to the system.
    public static let retainedBytes: Int32 = 256 << 20
    /// How much extra the heap grows by each time it must grow.
    public static let growthPadding: Int32 = 64 << 20

    /// Keeps up to ``retainedBytes`` of freed heap for reuse. Returns whether the allocator took the
    /// settings (always `false` where the C library is not glibc).
    @discardableResult
    public static func retainFreedMemory() -> Bool {
        #if canImport(Glibc)
        return mallopt(M_TRIM_THRESHOLD, retainedBytes) == 1 && mallopt(M_TOP_PAD, growthPadding) == 1
        #else
        return false
        #endif
    }
}
