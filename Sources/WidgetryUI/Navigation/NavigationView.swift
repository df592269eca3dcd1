import Foundation

/// A navigation container, as SwiftUI's `NavigationView` (iOS 13–16). A widget never shows a navigation
/// bar and app screens shared with a widget are only compiled, so the container draws its content as it
/// is: no bar, no title, no back button.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation container of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The content, with no bar.
    public var body: some View { content }
}

/// A navigation stack, as SwiftUI's `NavigationStack` (iOS 16): its root view drawn as it is (no bar).
/// A `path` is kept and never pushed: a static render shows the root.
public struct NavigationStack<Root: View>: View {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// A stack bound to a path of pushed values; the render shows the root whatever the path holds.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }

    /// The root view, with no bar.
    public var body: some View { root }
}

/// A type-erased list of values pushed on a ``NavigationStack``, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable, @unchecked Sendable {
    // `@unchecked`: the values are only counted; they are never read across threads.
    private var values: [AnyHashable] = []

    /// An empty path.
    public init() {}
    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { values = elements.map { AnyHashable($0) } }

    /// How many values are pushed.
    public var count: Int { values.count }
    /// Whether nothing is pushed.
    public var isEmpty: Bool { values.isEmpty }
    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { values.append(AnyHashable(value)) }
    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { values.removeLast(min(k, values.count)) }
}

/// A link that pushes a destination, as SwiftUI's `NavigationLink`. Nothing is tapped in a render: the
/// link draws its label, and the destination is never built.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link to `destination`, drawn as `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// The iOS 13 spelling, with the destination as a value.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A link bound to whether its destination is shown (deprecated in iOS 16); drawn as `label`.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }

    /// The label.
    public var body: some View { label }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` onto the enclosing stack's path (iOS 16); drawn as `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
    /// A link titled verbatim.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }
    /// The iOS 13 spelling, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }
    /// The iOS 13 spelling, titled verbatim.
    public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A titled link that pushes `value` (iOS 16).
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }
    /// A titled link that pushes `value` (iOS 16), titled verbatim.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}
