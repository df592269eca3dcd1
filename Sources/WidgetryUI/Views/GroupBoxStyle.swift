import Foundation

/// A custom way to draw group boxes, as SwiftUI's `GroupBoxStyle`: `.groupBoxStyle(MyStyle())`.
public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The box as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given: the label and the content.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` draws from, as SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label's own content.
        public var body: some View { content }
    }
    /// The box's content, as a view.
    public struct Content: View {
        let content: AnyView
        /// The content itself.
        public var body: some View { content }
    }
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// The automatic group box style, as `DefaultGroupBoxStyle`: ``GroupBox``'s own drawing.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The automatic style.
    public init() {}
    /// The box as ``GroupBox`` draws it unstyled.
    public func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The automatic style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style with its type erased, as the environment holds it.
struct GroupBoxStyleMaker: @unchecked Sendable {
    // `@unchecked`: the closure captures only a style value, never mutated after `.groupBoxStyle(_:)` stores it.
    let make: (GroupBoxStyleConfiguration) -> AnyView
    init<S: GroupBoxStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct CustomGroupBoxStyleKey: EnvironmentKey { static let defaultValue: GroupBoxStyleMaker? = nil }

extension EnvironmentValues {
    /// The custom group box style set with `.groupBoxStyle(_:)`; `nil` for the automatic one.
    var customGroupBoxStyle: GroupBoxStyleMaker? {
        get { self[CustomGroupBoxStyleKey.self] }
        set { self[CustomGroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the group boxes inside with `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.customGroupBoxStyle = style is DefaultGroupBoxStyle ? nil : GroupBoxStyleMaker(style) }
    }

}
