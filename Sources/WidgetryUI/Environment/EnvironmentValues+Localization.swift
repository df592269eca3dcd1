import WidgetryLocalization

private struct PseudoLocaleKey: EnvironmentKey { static let defaultValue: PseudoLocale? = nil }
private struct ChecksTranslationsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Widgetry: the pseudo-locale localized text is shown in (Xcode's double-length, accented, bounded,
    /// right-to-left, or the widest real translation per key); nil for real text. Not SwiftUI API: the
    /// check's `--pseudo` option sets it per cell.
    public var pseudoLocale: PseudoLocale? {
        get { self[PseudoLocaleKey.self] }
        set { self[PseudoLocaleKey.self] = newValue }
    }

    /// Widgetry: the cell shows a locale the check chose (`--locale`), so text missing from that locale's
    /// tables is reported. Off for text shown as written.
    public var checksTranslations: Bool {
        get { self[ChecksTranslationsKey.self] }
        set { self[ChecksTranslationsKey.self] = newValue }
    }
}
