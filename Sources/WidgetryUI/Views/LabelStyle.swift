import Foundation

/// A custom way to draw labels, as SwiftUI's `LabelStyle`: `.labelStyle(MyStyle())`.
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given: the title and the icon.
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws from, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The title's own content.
        public var body: some View { content }
    }
    /// The label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The icon's own content.
        public var body: some View { content }
    }
    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// A label style with its type erased, as the environment holds it.
struct LabelStyleMaker: @unchecked Sendable {
    // `@unchecked`: the closure captures only a style value, never mutated after `.labelStyle(_:)` stores it.
    let make: (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct CustomLabelStyleKey: EnvironmentKey { static let defaultValue: LabelStyleMaker? = nil }

extension EnvironmentValues {
    /// The custom label style set with `.labelStyle(_:)`; `nil` for a built-in one.
    var customLabelStyle: LabelStyleMaker? {
        get { self[CustomLabelStyleKey.self] }
        set { self[CustomLabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels inside with a custom style.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.customLabelStyle = LabelStyleMaker(style) }
    }
}
