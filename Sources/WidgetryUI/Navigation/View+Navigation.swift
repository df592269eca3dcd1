import Foundation

/// Navigation and presentation modifiers of app screens that share files with a widget. A widget has no
/// navigation bar, toolbar or sheets, so they leave the view as it is; they exist so the shared code
/// compiles unchanged.
extension View {
    /// The screen's title in the navigation bar; a widget has none.
    public func navigationTitle(_ title: Text) -> some View { self }
    /// The screen's title in the navigation bar, localized; a widget has none.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// The screen's title in the navigation bar, verbatim; a widget has none.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// The screen's title, as iOS 13's `navigationBarTitle(_:)`; a widget has none.
    public func navigationBarTitle(_ title: Text) -> some View { self }
    /// The screen's title, localized, as iOS 13's `navigationBarTitle(_:)`; a widget has none.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// The screen's title, verbatim, as iOS 13's `navigationBarTitle(_:)`; a widget has none.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// The screen's title and its display mode, as iOS 13's `navigationBarTitle(_:displayMode:)`; a widget has none.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// The screen's title and its display mode, localized; a widget has none.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Items at the leading and trailing ends of the navigation bar, as iOS 13's `navigationBarItems`; a widget has no bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    /// An item at the leading end of the navigation bar; a widget has no bar.
    public func navigationBarItems<L: View>(leading: L) -> some View { self }
    /// An item at the trailing end of the navigation bar; a widget has no bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View { self }
    /// Handles a URL the app is opened with; a widget is never opened with one (its taps open the app).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    /// How the navigation bar shows the title; a widget has no bar.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Whether the navigation bar is hidden; a widget has no bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    /// Whether the back button is hidden; a widget has no bar.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    /// The style of a ``NavigationView``; drawn as its content whatever the style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    /// The destinations of values pushed by ``NavigationLink/init(value:label:)``; never pushed in a render.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// A destination shown while `isPresented` is true; never pushed in a render.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    /// Toolbar items; a widget has no toolbar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Shows or hides the navigation bar and toolbars (`.toolbar(.hidden)`, iOS 16); a widget has none, so nothing changes.
    public func toolbar(_ visibility: Visibility) -> some View { self }
    /// Shows or hides the bars named (`.toolbar(.hidden, for: .navigationBar)`); nothing changes in a render.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// The background of the bars named (`.toolbarBackground(.ultraThinMaterial, for: .tabBar)`); a widget has none.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// Whether the bars named show their background; a widget has none.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// The colour scheme of the bars named; a widget has none.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// A sheet shown while `isPresented` is true; nothing is presented in a render.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// A sheet for an item; nothing is presented in a render.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// A full-screen cover; nothing is presented in a render.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// A pull-to-refresh action; nothing is pulled in a render.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// Namespace of the navigation bar's title display modes, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// How the title is shown: large, inline, or as the system decides.
    public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// A navigation view style, as SwiftUI's `NavigationViewStyle`; accepted, not drawn.
public protocol NavigationViewStyle {}
/// One column, as `StackNavigationViewStyle`.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns on iPad, as `DoubleColumnNavigationViewStyle`.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The system's choice, as `DefaultNavigationViewStyle`.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The system's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns on iPad.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

/// Where a toolbar item sits, as SwiftUI's `ToolbarItemPlacement`; a widget has no toolbar.
public struct ToolbarItemPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let status = ToolbarItemPlacement(name: "status")
    /// Above the keyboard, beside a focused text field (iOS 15).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`. Toolbars are not drawn, so the item draws its
/// content only if placed in a view directly.
public struct ToolbarItem<ID, Content: View>: View {
    let content: Content
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }
    /// The item's content.
    public var body: some View { content }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
    let content: Content
    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.content = content() }
    /// The items' content.
    public var body: some View { content }
}

/// Which bar a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    /// The bars the context has.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}
