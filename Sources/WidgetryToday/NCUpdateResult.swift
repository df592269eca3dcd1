import Foundation

/// What a Today widget reports at the end of `widgetPerformUpdate(completionHandler:)`
/// (NotificationCenter's `NCUpdateResult`).
public enum NCUpdateResult: Int, Sendable, Hashable, CustomStringConvertible {
    /// New content was loaded: the system takes a new snapshot.
    case newData
    /// Nothing changed: the previous snapshot stays.
    case noData
    /// The update failed.
    case failed

    /// `newData`, `noData` or `failed`.
    public var description: String {
        switch self {
        case .newData: return "newData"
        case .noData: return "noData"
        case .failed: return "failed"
        }
    }
}
