import Foundation

/// Tabs of pages, as SwiftUI's `TabView`. A render draws the selected page only — the tab whose
/// `tag(_:)` equals the selection, or the first tab when there is no selection — without the tab bar or the
/// page dots (`tabItem` and `badge` are accepted, not drawn): tab views belong to app screens that share
/// files with a widget, which are compiled, not checked.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: SelectionValue?
    let content: Content

    /// Tabs whose shown page is the one tagged `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue; self.content = content()
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        guard let selection else { return Array(context.nodes(for: content).prefix(1)) }
        let selected = content.environment(\.pickerOptionMode, .selectedOnly(AnyHashable(selection)))
        return Array(context.nodes(for: selected).prefix(1))
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs showing the first page.
    public init(@ViewBuilder content: () -> Content) { self.init(selection: nil, content: content) }
}

/// A tab of a ``TabView``, as iOS 18's `Tab`: its page is the content; the title and image belong to the tab bar,
/// which is not drawn. A `value` is the page's tag, so the selection picks it as it picks a tagged page.
public struct Tab<Value: Hashable, Content: View>: View {
    let value: Value?
    let content: Content

    /// A tab titled `titleKey` with `systemImage`, showing `content`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
        value = nil; self.content = content()
    }
    /// A tab titled `title` with `systemImage`, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
        value = nil; self.content = content()
    }
    /// A tab titled `titleKey` with `systemImage` for the selection `value`, showing `content`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value; self.content = content()
    }
    /// A tab titled `title` with `systemImage` for the selection `value`, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value; self.content = content()
    }
    /// A tab with a built-in role's look (search) for the selection `value`, showing `content`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) { self.value = value; self.content = content() }

    public var body: some View {
        if let value { content.tag(value) } else { content }
    }
}

/// A tab's built-in role, as `TabRole`.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab.
    public static let search = TabRole(name: "search")
}

/// How a tab view is drawn, as SwiftUI's `TabViewStyle`; every style draws the selected page alone.
public protocol TabViewStyle {}
/// The platform's default: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// Swiped pages with an index of dots, as `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Sendable, Hashable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }
    /// Pages with dots shown per `indexDisplayMode`.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    /// Swiped pages.
    public static var page: PageTabViewStyle { .init() }
    /// Swiped pages, dots shown per `indexDisplayMode`.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}

extension View {
    /// The tab bar item of a page; the tab bar is not drawn.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    /// How tab views inside are drawn; every style draws the selected page alone.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
    /// A count badge on a tab item or list row; badges are not drawn.
    public func badge(_ count: Int) -> some View { self }
    /// A text badge; badges are not drawn.
    public func badge(_ label: Text?) -> some View { self }
    /// A localized badge; badges are not drawn.
    public func badge(_ key: LocalizedStringKey) -> some View { self }
    /// A verbatim badge; badges are not drawn.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}

/// A button that opens a menu, as SwiftUI's `Menu`: drawn as its label; the menu never opens in a render.
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// A menu of `content` opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A menu whose tap performs `primaryAction` and long press opens `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    /// The label, tinted as a button's.
    public var body: some View { label.foregroundStyle(.tint) }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content, label: { Text(titleKey) }) }
    /// A menu titled verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content, label: { Text(title) }) }
}

extension Menu where Label == WidgetryUI.Label<Text, Image> {
    /// A menu titled with a localized key and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { WidgetryUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) })
    }
}

/// A control that shows its content or hides it, as SwiftUI's `DisclosureGroup`: the label, then the
/// content below it when expanded (collapsed unless an `isExpanded` binding says otherwise). The chevron is
/// not drawn.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A group of `content` under `label`, collapsed.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); isExpanded = false
    }
    /// A group of `content` under `label`, expanded as `isExpanded` says.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.isExpanded = isExpanded.wrappedValue
    }

    /// The label, and the content when expanded.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label
            if isExpanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// A group titled with a localized key, expanded as `isExpanded` says.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }
    /// A collapsed group titled verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
    /// A group titled verbatim, expanded as `isExpanded` says.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

/// A button that opens the share sheet, as SwiftUI's `ShareLink`: drawn as its label (by default "Share"
/// with the square-and-arrow-up symbol, tinted); the sheet never opens in a render. Any item is accepted
/// (Apple requires `Transferable`, so every call that compiles there compiles here).
public struct ShareLink<Label: View>: View {
    let label: Label

    /// A link sharing `item`, labelled by `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link sharing `item` with a preview, labelled by `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A link sharing `items`, labelled by `label`.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }

    /// The label, tinted as a button's.
    public var body: some View { label.foregroundStyle(.tint) }
}

extension ShareLink where Label == WidgetryUI.Label<Text, Image> {
    /// A link sharing `item`, labelled "Share" with the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: { WidgetryUI.Label("Share", systemImage: "square.and.arrow.up") })
    }
    /// A link sharing `item` with a preview, labelled "Share" with the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message, label: { WidgetryUI.Label("Share", systemImage: "square.and.arrow.up") })
    }
    /// A link sharing `item`, titled with a localized key and the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: {
            WidgetryUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: "square.and.arrow.up") })
        })
    }
}

extension ShareLink where Label == WidgetryUI.Label<Text, Image> {
    /// A link sharing `item` with a preview, titled with a localized key and the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(titleKey, item: item, subject: subject, message: message)
    }
    /// A link sharing `item`, titled verbatim with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message, label: { WidgetryUI.Label(title, systemImage: "square.and.arrow.up") })
    }
}

/// What the share sheet shows of a shared item, as SwiftUI's `SharePreview`; not drawn.
public struct SharePreview {
    /// A preview titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey) {}
    /// A preview titled `titleKey` with an image.
    public init<I>(_ titleKey: LocalizedStringKey, image: I) {}
    /// A preview titled `titleKey` with an icon.
    public init<I>(_ titleKey: LocalizedStringKey, icon: I) {}
    /// A preview titled `titleKey` with an image and an icon.
    public init<I, C>(_ titleKey: LocalizedStringKey, image: I, icon: C) {}
}
