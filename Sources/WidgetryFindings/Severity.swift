/// How serious a finding is, on one scale for every part of Widgetry: the matrix check, timelines,
/// Today widgets and the server. `widgetry check --fail-on` takes one of these.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    /// Worth knowing; nothing is wrong for the user.
    case info
    /// The user sees something worse than intended: shrunk, truncated, stale or placeholder content.
    case warning
    /// Content is lost or the widget fails.
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
