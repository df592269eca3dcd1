import Foundation

/// A value within a range, as SwiftUI's `Gauge` (iOS 16), drawn in the style `gaugeStyle` picks. Apple
/// publishes no metrics for gauges; the shapes follow the Lock Screen's look: circular styles fill the square
/// they are offered with a 6-point ring, linear styles are a 6-point capsule as wide as offered.
public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: MinimumValueLabel?
    let maximumValueLabel: MaximumValueLabel?

    @Environment(\.gaugeStyle) private var style
    @Environment(\.tint) private var tint

    /// The ring's or bar's thickness.
    static var thickness: CGFloat { 6 }

    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> MaximumValueLabel) {
        fraction = Self.fraction(Double(value), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// Where `value` lies between `lower` and `upper`, clamped to 0...1 (0 for an empty or non-finite range).
    static func fraction(_ value: Double, lower: Double, upper: Double) -> Double {
        unitFraction(value, lower: lower, upper: upper)
    }

    @Environment(\.customGaugeStyle) private var customStyle

    /// The gauge in the style the environment asks for: a custom ``GaugeStyle`` if one was set, else the
    /// built-in style.
    public var body: some View {
        if let customStyle {
            customStyle.make(GaugeStyleConfiguration(value: fraction, label: AnyView(label), currentValueLabel: currentValueLabel.map { AnyView($0) },
                                                     minimumValueLabel: minimumValueLabel.map { AnyView($0) },
                                                     maximumValueLabel: maximumValueLabel.map { AnyView($0) }))
        } else {
            builtInBody
        }
    }

    /// The gauge in the built-in style `gaugeStyle` picks.
    @ViewBuilder private var builtInBody: some View {
        let fill = tint ?? .accentColor
        let track = fill.opacity(0.3)
        switch style {
        case .circularCapacity:
            ZStack {
                ProgressRing(fraction: fraction, track: track, fill: fill, lineWidth: Self.thickness)
                VStack(spacing: 0) { currentValueLabel; label.font(.caption2) }
                    .minimumScaleFactor(0.5)
                    .padding(Self.thickness * 2)
            }
            .aspectRatio(1, contentMode: .fit)
        case .circular:
            // A three-quarter arc open at the bottom, from 7:30 to 4:30 clockwise, with a marker at the value.
            ZStack {
                _GaugeArc(from: 0, to: 1).stroke(track, style: StrokeStyle(lineWidth: Self.thickness, lineCap: .round))
                _GaugeArc(from: 0, to: fraction).stroke(fill, style: StrokeStyle(lineWidth: Self.thickness, lineCap: .round))
                VStack(spacing: 0) { currentValueLabel; label.font(.caption2) }
                    .minimumScaleFactor(0.5)
                    .padding(Self.thickness * 2)
                HStack { minimumValueLabel; Spacer(minLength: 0); maximumValueLabel }
                    .font(.caption2)
                    .frame(maxHeight: .infinity, alignment: .bottom)
            }
            .aspectRatio(1, contentMode: .fit)
        case .linear:
            VStack(alignment: .leading, spacing: 4) {
                HStack { label; Spacer(minLength: 4); currentValueLabel }.font(.caption)
                HStack(spacing: 4) {
                    minimumValueLabel.map { $0.font(.caption2) }
                    ZStack {
                        Capsule().fill(track)
                        _ProgressFraction(fraction: fraction).fill(fill)
                    }
                    .frame(height: Self.thickness)
                    maximumValueLabel.map { $0.font(.caption2) }
                }
            }
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge with a label only.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(Double(value), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound))
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(Double(value), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// Part of a circular gauge's three-quarter arc: `from` and `to` are fractions of the arc, which runs
/// clockwise from 135° (7:30) to 405° (4:30) around the largest circle in the frame.
public struct _GaugeArc: Shape {
    let from: Double
    let to: Double

    /// The arc between the two fractions around the largest circle in `rect`, inset by half the line.
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.thickness / 2
        guard radius > 0, to > from else { return Path() }
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
                    startAngle: .degrees(135 + 270 * from), endAngle: .degrees(135 + 270 * to), clockwise: false)
        return path
    }
}

/// How gauges draw.
enum GaugeStyleKind: Sendable, Hashable { case circular, circularCapacity, linear }

/// A way to draw gauges, as SwiftUI's built-in gauge styles.
public struct GaugeStyleChoice: Sendable, Hashable {
    let kind: GaugeStyleKind
    /// An open arc with a marker (Lock Screen circular).
    public static let accessoryCircular = GaugeStyleChoice(kind: .circular)
    /// A closed ring filled to the value (Lock Screen circular capacity).
    public static let accessoryCircularCapacity = GaugeStyleChoice(kind: .circularCapacity)
    /// A bar (Lock Screen linear).
    public static let accessoryLinear = GaugeStyleChoice(kind: .linear)
    /// A bar filled to the value (Lock Screen linear capacity).
    public static let accessoryLinearCapacity = GaugeStyleChoice(kind: .linear)
    /// A bar filled to the value.
    public static let linearCapacity = GaugeStyleChoice(kind: .linear)
    /// The context's choice: a bar.
    public static let automatic = GaugeStyleChoice(kind: .linear)
}

extension View {
    /// How gauges inside draw.
    public func gaugeStyle(_ style: GaugeStyleChoice) -> some View { modifyingEnvironment { $0.gaugeStyle = style.kind; $0.customGaugeStyle = nil } }
}
