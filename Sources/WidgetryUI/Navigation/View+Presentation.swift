import Foundation

/// Presentation and list editing modifiers of app screens that share files with a widget. A widget shows
/// no alerts, dialogs, popovers, menus or search fields and is never swiped or edited, so these leave the
/// view as it is: nothing extra is drawn, no closure runs. They exist so the shared code compiles unchanged.
extension View {
    /// An alert with actions, titled with a localized key; never presented in a render.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert with actions, titled verbatim; never presented in a render.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert with actions, titled with a text; never presented in a render.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert with actions and a message, titled with a localized key; never presented in a render.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    /// An alert with actions and a message, titled verbatim; never presented in a render.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { self }
    /// An alert with actions and a message, titled with a text; never presented in a render.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    /// An alert about `data`, titled with a localized key; never presented in a render.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }
    /// An alert about `data`, titled verbatim; never presented in a render.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { self }
    /// An alert about `data`, titled with a text; never presented in a render.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// An alert about `data` with a message, titled with a localized key; never presented in a render.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// An alert about `data` with a message, titled verbatim; never presented in a render.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// An alert about `data` with a message, titled with a text; never presented in a render.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// An ``Alert`` (the iOS 13 API) shown while `isPresented` is true; never presented in a render.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    /// An ``Alert`` (the iOS 13 API) for an item; never presented in a render.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    /// An ``ActionSheet`` (the iOS 13 API) shown while `isPresented` is true; never presented in a render.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
    /// An ``ActionSheet`` (the iOS 13 API) for an item; never presented in a render.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { self }

    /// A confirmation dialog, titled with a localized key; never presented in a render.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }
    /// A confirmation dialog, titled verbatim; never presented in a render.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { self }
    /// A confirmation dialog, titled with a text; never presented in a render.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }
    /// A confirmation dialog with a message, titled with a localized key; never presented in a render.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { self }
    /// A confirmation dialog with a message, titled with a text; never presented in a render.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// A confirmation dialog with a message, titled verbatim; never presented in a render.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { self }
    /// A confirmation dialog about `data`, titled with a localized key; never presented in a render.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// A confirmation dialog about `data` with a message, titled with a localized key; never presented in a render.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    /// A confirmation dialog about `data`, titled with a text; never presented in a render.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// A confirmation dialog about `data` with a message, titled with a text; never presented in a render.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                        presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View { self }
    /// A confirmation dialog about `data`, titled verbatim; never presented in a render.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// A confirmation dialog about `data` with a message, titled verbatim; never presented in a render.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View { self }

    /// A popover shown while `isPresented` is true; never presented in a render.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// A popover for an item; never presented in a render.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// A search field in the navigation bar; a widget has none, so nothing is drawn.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
    /// A search field with a localized prompt; nothing is drawn.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { self }
    /// A search field with a verbatim prompt; nothing is drawn.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View { self }

    /// Actions revealed by swiping a list row; a widget is never swiped.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }
    /// A context menu on a long press; a widget's is the system's, so nothing is drawn.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    /// A context menu with a custom preview; nothing is drawn.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
    /// Whether a row can be deleted; nothing is edited in a render.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Whether a row can be moved; nothing is edited in a render.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}

/// A leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable { case leading, trailing }

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the navigation bar's drawer, always or automatically shown.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }
    /// Whether the drawer's search field is always shown, as `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable { case automatic, always }
}

/// Where a popover's arrow points, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable, Hashable {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// An alert, as SwiftUI's iOS 13 `Alert`, for `alert(isPresented:content:)`; never presented in a render.
public struct Alert {
    /// The title.
    public let title: Text
    /// The message, if any.
    public let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title; self.message = message; buttons = dismissButton.map { [$0] } ?? []
    }
    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title; self.message = message; buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or action sheet, as SwiftUI's `Alert.Button`.
    public struct Button {
        /// How the button is drawn.
        enum Role { case `default`, cancel, destructive }
        let role: Role
        let label: Text?
        let action: (() -> Void)?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(role: .default, label: label, action: action) }
        /// A cancel button titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(role: .cancel, label: label, action: action) }
        /// A cancel button with the system's title.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(role: .cancel, label: nil, action: action) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(role: .destructive, label: label, action: action) }
    }
}

/// An action sheet, as SwiftUI's iOS 13 `ActionSheet`, for `actionSheet(isPresented:content:)`; never presented.
public struct ActionSheet {
    /// A button of the sheet, the alert's.
    public typealias Button = Alert.Button
    /// The title.
    public let title: Text
    /// The message, if any.
    public let message: Text?
    let buttons: [Button]

    /// A sheet of buttons (a cancel button when none are given).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title; self.message = message; self.buttons = buttons
    }
}
