import Foundation
import WidgetryFindings
import WidgetryGraphics

private struct TextMeasurerKey: EnvironmentKey { static let defaultValue: any TextMeasuring = TextMeasurer.shared }
private struct BuildLogKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: BuildLog? = nil }

extension EnvironmentValues {
    /// What measures text for layout: ``TextMeasurer/shared`` (Pango, with the installed fonts) unless
    /// a caller hands in another, such as a measurer with fixed metrics for font-independent tests.
    public var textMeasurer: any TextMeasuring {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }

    /// The log of the layout in progress; `nil` outside ``LayoutEngine``.
    var buildLog: BuildLog? {
        get { self[BuildLogKey.self] }
        set { self[BuildLogKey.self] = newValue }
    }
}
