import Foundation

#if !canImport(Darwin)
extension URLResourceKey {
    /// The space free for "important" data on the volume, as Darwin's key (iOS 11): what storage widgets show as the
    /// space left. Linux's Foundation lacks it.
    public static let volumeAvailableCapacityForImportantUsageKey = URLResourceKey(rawValue: "NSURLVolumeAvailableCapacityForImportantUsageKey")
    /// The space free for data the system may purge, as Darwin's key.
    public static let volumeAvailableCapacityForOpportunisticUsageKey = URLResourceKey(rawValue: "NSURLVolumeAvailableCapacityForOpportunisticUsageKey")
}

extension URLResourceValues {
    /// `nil`: a check has no device storage to report (the machine's own disk would make every render differ), as a
    /// volume that does not answer the key gives on iOS; a note says so.
    public var volumeAvailableCapacityForImportantUsage: Int64? {
        SkippedEffects.note("Foundation", "volumeAvailableCapacityForImportantUsage is nil: a check has no device storage to report")
        return nil
    }

    /// `nil`, as ``volumeAvailableCapacityForImportantUsage``.
    public var volumeAvailableCapacityForOpportunisticUsage: Int64? {
        SkippedEffects.note("Foundation", "volumeAvailableCapacityForOpportunisticUsage is nil: a check has no device storage to report")
        return nil
    }
}
#endif
