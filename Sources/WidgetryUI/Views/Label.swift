import Foundation
import WidgetryFoundation

/// A title with an icon, as SwiftUI's `Label`: by default the icon, then the title, in a row with the
/// standard 8-point spacing, centred vertically. (Apple does not publish the default style's metrics;
/// this is the common rendering in widgets.)
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.labelStyle) private var style
    @Environment(\.customLabelStyle) private var customStyle

    /// The icon and title as the label style shows them: a custom ``LabelStyle`` if one was set.
    public var body: some View {
        if let customStyle {
            customStyle.make(LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon))))
        } else {
            builtInBody
        }
    }

    /// The icon and title as the built-in style shows them.
    @ViewBuilder private var builtInBody: some View {
        switch style {
        // VoiceOver reads a label's title; its icon only illustrates it (SwiftUI's Label).
        case .titleAndIcon: HStack { icon.accessibilityHidden(true); title }
        case .titleOnly: HStack { title }
        case .iconOnly: HStack { icon }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with an SF Symbol (drawn as a placeholder, as every symbol is on Linux). Its title and icon
    /// are reported at the line that wrote the label. Disfavoured, as in SwiftUI, so a literal is a localizable key.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(title, file: file, line: line) }, icon: { Image(systemName: name, file: file, line: line) })
    }
    /// A label whose title is looked up in the strings tables, as `Text(_: LocalizedStringKey)` is, with an SF Symbol:
    /// `Label("Home", systemImage: "house")` and `Label(LocalizedStringKey(name), systemImage:)` on iOS, where a string
    /// literal takes this initializer and a `String` value the unlocalized one.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(titleKey, file: file, line: line) }, icon: { Image(systemName: name, file: file, line: line) })
    }
    /// A label whose title is looked up in the strings tables, with an image from the asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(titleKey, file: file, line: line) }, icon: { Image(name, file: file, line: line) })
    }
    /// A label with a localizable title and an SF Symbol, as `Label(_: LocalizedStringResource, systemImage:)` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(titleResource, file: file, line: line) }, icon: { Image(systemName: name, file: file, line: line) })
    }
    /// A label with a localizable title and an image from the asset catalogue (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(titleResource, file: file, line: line) }, icon: { Image(name, file: file, line: line) })
    }
    /// A label with an image from the asset catalogue (disfavoured, as the symbol form is).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(title: { Text(title, file: file, line: line) }, icon: { Image(name, file: file, line: line) })
    }
}

/// Which parts of a `Label` show.
enum LabelStyleKind: Sendable, Hashable { case titleAndIcon, titleOnly, iconOnly }

/// A way to show labels, as SwiftUI's built-in label styles.
public struct LabelStyleChoice: Sendable, Hashable {
    let kind: LabelStyleKind
    /// The icon, then the title.
    public static let titleAndIcon = LabelStyleChoice(kind: .titleAndIcon)
    /// The title alone.
    public static let titleOnly = LabelStyleChoice(kind: .titleOnly)
    /// The icon alone.
    public static let iconOnly = LabelStyleChoice(kind: .iconOnly)
    /// The context's choice: title and icon.
    public static let automatic = LabelStyleChoice(kind: .titleAndIcon)
}

extension View {
    /// How labels inside show their title and icon.
    public func labelStyle(_ style: LabelStyleChoice) -> some View { modifyingEnvironment { $0.labelStyle = style.kind; $0.customLabelStyle = nil } }
}
