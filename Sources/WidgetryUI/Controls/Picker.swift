import Foundation

/// A control that picks one of several tagged options, as SwiftUI's `Picker`. Pickers belong to app screens
/// that share files with a widget; a render draws one at rest, by the picker style in the environment:
/// the menu styles (`.automatic`, `.menu`, `.navigationLink`) draw the label leading and the selected
/// option trailing in the secondary style, as a picker row in a form shows it; `.segmented` draws every
/// option in a row with the selected one on a raised segment; `.inline` and `.wheel` list every option,
/// the selected one in the primary style. An option is chosen by its `tag(_:)`, or by its `ForEach` id.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: SelectionValue
    let content: Content
    @Environment(\.pickerDrawing) private var drawing
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker with its label given first, as iOS 13's `Picker(selection:label:content:)`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
    /// A picker of `selection` among `content`'s tagged options, labelled by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue; self.content = content(); self.label = label()
    }

    /// The picker at rest, as its style draws it.
    public var body: some View {
        let selected = AnyHashable(selection)
        return Group {
            switch drawing {
            case .menu:
                HStack(alignment: .firstTextBaseline) {
                    if !labelsHidden { label; Spacer(minLength: 8) }
                    content.environment(\.pickerOptionMode, .selectedOnly(selected)).foregroundStyle(.secondary)
                }
            case .segmented:
                // UISegmentedControl: a 32-point tall grey track, the selected segment raised in white.
                HStack(spacing: 0) { content.environment(\.pickerOptionMode, .segment(selected)) }
                    .padding(2)
                    .frame(height: 32)
                    .background(RoundedRectangle(cornerRadius: 9).fill(Color(uiColor: .systemFill)))
            case .list:
                VStack(alignment: .leading, spacing: 8) {
                    if !labelsHidden { label }
                    content.environment(\.pickerOptionMode, .list(selected))
                }
            }
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
    /// A picker titled verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker where Label == WidgetryUI.Label<Text, Image> {
    /// A picker titled with a localized key and an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: {
            WidgetryUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
        })
    }
}

/// How an option inside a picker draws itself.
enum PickerOptionMode {
    /// Outside a picker: as it is.
    case plain
    /// Only the selected option is drawn (menu styles).
    case selectedOnly(AnyHashable)
    /// Every option, the selected one raised (segmented).
    case segment(AnyHashable)
    /// Every option, others secondary (inline, wheel).
    case list(AnyHashable)
}

// `AnyHashable` is a value of a `Hashable` selection, read only to compare: safe to share.
extension PickerOptionMode: @unchecked Sendable {}

private struct PickerOptionModeKey: EnvironmentKey { static let defaultValue = PickerOptionMode.plain }
private struct PickerDrawingKey: EnvironmentKey { static let defaultValue = PickerDrawingKind.menu }


extension EnvironmentValues {
    /// How options draw themselves, set by the picker they are in.
    var pickerOptionMode: PickerOptionMode {
        get { self[PickerOptionModeKey.self] }
        set { self[PickerOptionModeKey.self] = newValue }
    }
    /// How pickers inside are drawn (`pickerStyle(_:)`).
    var pickerDrawing: PickerDrawingKind {
        get { self[PickerDrawingKey.self] }
        set { self[PickerDrawingKey.self] = newValue }
    }
}

/// An option of a picker: `content` drawn as the picker's option mode says for `tag`.
struct PickerOption<Content: View>: View {
    let tag: AnyHashable
    let content: Content
    @Environment(\.pickerOptionMode) private var mode

    var body: some View {
        Group {
            switch mode {
            case .plain:
                content
            case .selectedOnly(let selected):
                if selected == tag { content }
            case .segment(let selected):
                content.lineLimit(1).padding(.horizontal, 8).frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(RoundedRectangle(cornerRadius: 7).fill(selected == tag ? Color.white : Color.clear))
            case .list(let selected):
                content.foregroundStyle(selected == tag ? HierarchicalShapeStyle.primary : HierarchicalShapeStyle.secondary)
            }
        }
        // A tag within this option decides for itself.
        .environment(\.pickerOptionMode, .plain)
    }
}

extension View {
    /// This view's value as a picker option: a ``Picker`` whose selection equals `tag` selects it. Outside a
    /// picker the view is drawn as it is.
    public func tag<V: Hashable>(_ tag: V) -> some View { PickerOption(tag: AnyHashable(tag), content: self) }
    /// A tag that may apply only when the selection type matches (iOS 17's `includeOptional:`): as `tag(_:)`.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { PickerOption(tag: AnyHashable(tag), content: self) }
    /// How pickers inside are drawn.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.pickerDrawing = S._drawing }
    }
}

/// How a picker is drawn, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {
    /// What the style draws. Not SwiftUI API (Apple's styles have no public requirements).
    static var _drawing: PickerDrawingKind { get }
}
/// What a picker style draws; not SwiftUI API.
public enum PickerDrawingKind: Sendable { case menu, segmented, list }

/// The platform's default picker style: a menu on iOS 16+.
public struct DefaultPickerStyle: PickerStyle { public init() {}; public static var _drawing: PickerDrawingKind { .menu } }
/// A menu of options.
public struct MenuPickerStyle: PickerStyle { public init() {}; public static var _drawing: PickerDrawingKind { .menu } }
/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public static var _drawing: PickerDrawingKind { .segmented } }
/// A scrolling wheel.
public struct WheelPickerStyle: PickerStyle { public init() {}; public static var _drawing: PickerDrawingKind { .list } }
/// Options inline in their container.
public struct InlinePickerStyle: PickerStyle { public init() {}; public static var _drawing: PickerDrawingKind { .list } }
/// A row that pushes a list of options.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public static var _drawing: PickerDrawingKind { .menu } }
/// The palette style (iOS 17): drawn as a segmented control.
public struct PalettePickerStyle: PickerStyle { public init() {}; public static var _drawing: PickerDrawingKind { .segmented } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
