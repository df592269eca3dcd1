import Foundation

/// A control that increments and decrements a value, as SwiftUI's `Stepper`, drawn at rest: the label
/// leading and UIStepper's 94 × 32-point minus/plus control trailing. Nothing is stepped in a render.
public struct Stepper<Label: View>: View {
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden

    /// A stepper with increment and decrement actions, labelled by `label`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }
    /// A stepper of `value` in steps of `step`, labelled by `label`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }
    /// A stepper of `value` within `bounds` in steps of `step`, labelled by `label`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// The label and the control.
    public var body: some View {
        HStack {
            if !labelsHidden { label; Spacer(minLength: 8) }
            // UIStepper (iOS 13+): 94 × 32 points, two halves split by a hairline, a minus and a plus glyph.
            HStack(spacing: 0) {
                Rectangle().fill(Color.primary).frame(width: 14, height: 2).frame(width: 46.5, height: 32)
                Rectangle().fill(Color(uiColor: .separator)).frame(width: 1, height: 18)
                ZStack {
                    Rectangle().fill(Color.primary).frame(width: 14, height: 2)
                    Rectangle().fill(Color.primary).frame(width: 2, height: 14)
                }
                .frame(width: 46.5, height: 32)
            }
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: .systemFill)))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localized key, with increment and decrement actions.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    /// A stepper of `value` titled with a localized key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) })
    }
    /// A stepper of `value` titled verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) })
    }
    /// A stepper of `value` within `bounds`, titled with a localized key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) })
    }
    /// A stepper of `value` within `bounds`, titled verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) })
    }
}
