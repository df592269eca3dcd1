/// The iOS release whose system colours and control styles a render draws: what `Color.blue`, `.borderedProminent`
/// and the other system-defined looks resolve to. A cell represents iOS 26 unless told otherwise
/// (`WidgetCell.systemDesign`); iOS 13 through 18 share the values before iOS 26's redesign.
public enum SystemDesign: String, Sendable, Hashable, CaseIterable, Codable {
    /// iOS 13 through 18: the system colours of the HIG's tables before June 2025, bordered buttons as rounded
    /// rectangles.
    case iOS18
    /// iOS 26: the system colours the HIG lists since its June 9, 2025 update ("Updated system color values"),
    /// bordered buttons as capsules.
    case iOS26

    /// What a cell represents when nothing says otherwise: the current release.
    public static let current = SystemDesign.iOS26
}

private struct SystemDesignKey: EnvironmentKey { static let defaultValue = SystemDesign.current }

extension EnvironmentValues {
    /// The iOS release whose system colours and control styles are drawn (set per cell by the renderer).
    package var systemDesign: SystemDesign {
        get { self[SystemDesignKey.self] }
        set { self[SystemDesignKey.self] = newValue }
    }
}
