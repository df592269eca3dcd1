import Foundation
import WidgetryFindings
import WidgetryGraphics

private struct TextMeasurerKey: EnvironmentKey { static let defaultValue: any TextMeasuring = TextMeasurer.shared }
private struct ContainerSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }
private struct BuildLogKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: BuildLog? = nil }

extension EnvironmentValues {
    /// What measures text for layout: ``TextMeasurer/shared`` (Pango, with the installed fonts) unless
    /// a caller hands in another, such as a measurer with fixed metrics for font-independent tests.
    public var textMeasurer: any TextMeasuring {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }

    /// The size of the nearest container `containerRelativeFrame` measures against: the widget's content
    /// area; `nil` outside a layout (the view's own proposal is used then).
    var containerSize: CGSize? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }

    /// The log of the layout in progress; `nil` outside ``LayoutEngine``.
    var buildLog: BuildLog? {
        get { self[BuildLogKey.self] }
        set { self[BuildLogKey.self] = newValue }
    }
}
