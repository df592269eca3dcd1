import Foundation
import WidgetryGraphics

/// Progress towards a total, as SwiftUI's `ProgressView` with a value: a 4-point capsule track as wide as
/// it is offered, filled in the tint from the leading edge, under its label if it has one. The circular
/// style draws a 4-point ring, 20 points across, filled clockwise from the top. Values outside
/// 0...total are clamped; a `nil` value shows an empty track.
public struct ProgressView<Label: View>: View {
    let fraction: Double
    let label: Label?
    /// For `ProgressView(timerInterval:)`: the interval and direction; the fraction is computed for the
    /// render's `now` when the body is evaluated, as WidgetKit advances the bar on its own.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)? = nil
    /// The view under the bar (a timer progress view's time remaining).
    var currentValueLabel: AnyView? = nil
    /// A progress view made from a style's configuration draws in the built-in style, as SwiftUI's
    /// `ProgressView(configuration)` inside `makeBody` does, rather than calling the custom style again.
    var ignoresCustomStyle = false
    /// Whether the view shows activity without a value (`ProgressView()`, `ProgressView("Loading")`): a spinner.
    var isIndeterminate = false

    /// Progress of `value` out of `total`, with a label above the bar.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value.map { Double($0) }, total: Double(total))
        self.label = label()
    }

    @Environment(\.progressViewStyle) private var style
    @Environment(\.customProgressViewStyle) private var customStyle
    @Environment(\.tint) private var environmentTint
    @Environment(\.progressViewStyleTint) private var styleTint
    @Environment(\.now) private var now

    /// The style's own tint (`CircularProgressViewStyle(tint:)`), else the one `.tint(_:)` set.
    private var tint: Color? { styleTint ?? environmentTint }

    /// The bar's thickness (UIProgressView's default bar is 4 points high).
    static var thickness: CGFloat { 4 }
    /// The circular style's diameter.
    static var ringDiameter: CGFloat { 20 }

    static func fraction(_ value: Double?, total: Double) -> Double {
        value.map { unitFraction($0, lower: 0, upper: total) } ?? 0
    }

    /// The fraction shown at the render's `now`.
    var currentFraction: Double {
        timer.map { Self.fraction(of: $0.interval, countsDown: $0.countsDown, at: now) } ?? fraction
    }

    /// The custom ``ProgressViewStyle``'s view if one was set, else the bar or ring under the label.
    public var body: some View {
        if let customStyle, !ignoresCustomStyle {
            customStyle.make(ProgressViewStyleConfiguration(
                fractionCompleted: currentFraction,
                label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
                currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: $0) }))
        } else {
            builtIn
        }
    }

    @ViewBuilder private var builtIn: some View {
        let fraction = currentFraction
        let fill = tint ?? .accentColor
        let track = Color(.systemFill)
        if isIndeterminate {
            // SwiftUI draws an indeterminate progress view as the activity indicator with its label centred under it,
            // whatever the style; a widget shows one frame of it (nothing animates in a widget).
            VStack(spacing: 8) {
                ActivitySpinner(color: tint ?? .secondary).frame(width: Self.ringDiameter, height: Self.ringDiameter)
                if let label { label.foregroundStyle(.secondary) }
            }
        } else {
        VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            switch style {
            case .linear:
                ZStack {
                    Capsule().fill(track)
                    _ProgressFraction(fraction: fraction).fill(fill)
                }
                .frame(height: Self.thickness)
                if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
            case .circular:
                ProgressRing(fraction: fraction, track: track, fill: fill, lineWidth: Self.thickness)
                    .frame(width: Self.ringDiameter, height: Self.ringDiameter)
            }
        }
        }
    }
}

/// One frame of UIKit's medium activity indicator, which an indeterminate `ProgressView` shows: 8 rounded spokes
/// around the centre, fading clockwise (UIActivityIndicatorView.Style.medium, 20 points across on iOS 13 and later).
struct ActivitySpinner: View {
    let color: Color
    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                ForEach(0..<8, id: \.self) { index in
                    Capsule()
                        .fill(color)
                        .frame(width: side * 0.12, height: side * 0.3)
                        .offset(y: -side * 0.3)
                        .rotationEffect(.degrees(Double(index) * 45))
                        .opacity(1 - Double(index) * 0.1)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}

extension ProgressView {
    /// Activity without a value, labelled by `label`: a spinner (see ``ActivitySpinner``).
    public init(@ViewBuilder label: () -> Label) {
        fraction = 0
        self.label = label()
        isIndeterminate = true
    }
}

extension ProgressView where Label == EmptyView {
    /// Activity without a value: a spinner, as SwiftUI's `ProgressView()`.
    public init() {
        fraction = 0
        label = nil
        isIndeterminate = true
    }

    /// Progress of `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        fraction = Self.fraction(value.map { Double($0) }, total: Double(total))
        label = nil
    }
}

extension ProgressView where Label == Text {
    /// Progress of `value` out of `total`, titled.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        fraction = Self.fraction(value.map { Double($0) }, total: Double(total))
        label = Text(title)
    }

    /// Progress of `value` out of `total`, titled with a localized key, as SwiftUI's `ProgressView(_:value:total:)`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
        fraction = Self.fraction(value.map { Double($0) }, total: Double(total))
        label = Text(titleKey)
    }

    /// Activity without a value, titled: a spinner with the title under it, as SwiftUI's `ProgressView(_:)`.
    public init(_ titleKey: LocalizedStringKey) {
        fraction = 0
        label = Text(titleKey)
        isIndeterminate = true
    }

    /// Activity without a value, titled with a string.
    public init<S: StringProtocol>(_ title: S) {
        fraction = 0
        label = Text(title)
        isIndeterminate = true
    }
}

/// Where `value` lies between `lower` and `upper`, clamped to 0...1; 0 for an empty or non-finite range or
/// value. Progress views and gauges place their values with it.
func unitFraction(_ value: Double, lower: Double, upper: Double) -> Double {
    guard value.isFinite, lower.isFinite, upper.isFinite, upper > lower else { return 0 }
    return min(max((value - lower) / (upper - lower), 0), 1)
}

/// A ring filled clockwise from 12 o'clock to `fraction` with round ends, over a full track: the circular
/// progress view and the capacity gauge.
struct ProgressRing: View {
    let fraction: Double
    let track: Color
    let fill: Color
    let lineWidth: CGFloat

    var body: some View {
        ZStack {
            Circle().stroke(track, lineWidth: lineWidth)
            Circle().trim(from: 0, to: fraction)
                .stroke(fill, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

/// The filled part of a progress bar: a capsule from the leading edge, `fraction` of the width.
public struct _ProgressFraction: Shape {
    let fraction: Double
    /// A capsule from the leading edge, `fraction` of the width.
    public func path(in rect: CGRect) -> Path {
        let width = rect.width * CGFloat(fraction)
        guard width > 0 else { return Path() }
        let radius = min(width, rect.height) / 2
        return Path(roundedRect: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height), cornerRadius: radius)
    }
}

/// How progress views draw.
enum ProgressViewStyleKind: Sendable, Hashable { case linear, circular }

/// A way to draw progress, as SwiftUI's built-in progress view styles.
public struct ProgressViewStyleChoice: Sendable, Hashable {
    let kind: ProgressViewStyleKind
    /// A bar.
    public static let linear = ProgressViewStyleChoice(kind: .linear)
    /// A ring.
    public static let circular = ProgressViewStyleChoice(kind: .circular)
    /// The context's choice: a bar.
    public static let automatic = ProgressViewStyleChoice(kind: .linear)
}

extension View {
    /// How progress views inside draw.
    public func progressViewStyle(_ style: ProgressViewStyleChoice) -> some View {
        modifyingEnvironment { $0.progressViewStyle = style.kind; $0.customProgressViewStyle = nil; $0.progressViewStyleTint = nil }
    }
}
