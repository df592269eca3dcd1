import Foundation

/// A control that picks a value from a range, as SwiftUI's `Slider`, drawn at rest as UISlider: a 4-point
/// track filled with the tint up to the value, a 28-point white thumb there, the minimum and maximum value
/// labels at the ends. The label is not drawn (iOS uses it for VoiceOver only). Nothing slides in a render.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, minimum: ValueLabel?, maximum: ValueLabel?) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
        minimumValueLabel = minimum; maximumValueLabel = maximum
    }

    /// A slider with a label and value labels at the ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A stepped slider with a label and value labels at the ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A slider with a neutral value and a current-value label (iOS 26): the fill starts at the value of an unmoved
    /// slider; drawn here from the minimum as before, the current-value label not drawn (a fidelity gap).
    public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A stepped slider with a neutral value and a current-value label (iOS 26); see above.
    public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, neutralValue: V? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// The track, the thumb at the value and the value labels.
    public var body: some View {
        HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel }
            GeometryReader { proxy in
                let width = proxy.size.width, filled = (proxy.size.width - 28) * fraction + 14
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(uiColor: .systemFill)).frame(width: width, height: 4)
                    Capsule().fill(Color.accentColor).frame(width: filled, height: 4)
                    Circle().fill(Color.white).frame(width: 28, height: 28).offset(x: filled - 14)
                }
                .frame(width: width, height: 28, alignment: .leading)
            }
            .frame(height: 28)
            if let maximumValueLabel { maximumValueLabel }
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
    /// A slider of `value` in `bounds`, in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A labelled slider of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
    /// A labelled slider of `value` in `bounds`, in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
}
