import Foundation
import WidgetryFoundation

/// A control that picks a colour, as SwiftUI's `ColorPicker`: the title leading and a 28-point swatch of
/// the current colour trailing, on one row (iOS shows a colour well there; its exact ring is not drawn).
/// Nothing is picked in a render.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    /// A picker of `selection`, titled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label(); color = selection.wrappedValue
    }

    /// A picker of a `CGColor` selection, titled by `label`.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label(); color = Color(cgColor: selection.wrappedValue)
    }

    /// The title and the swatch.
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            Circle().fill(color).frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(titleKey) })
    }
    /// A picker titled verbatim.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(title) })
    }
    /// A picker of a `CGColor`, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(titleKey) })
    }
}
