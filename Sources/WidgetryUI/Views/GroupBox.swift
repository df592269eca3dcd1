import Foundation

/// A box grouping views under an optional label, as SwiftUI's `GroupBox` on iOS in its automatic style:
/// the label (headline) above the content, 8 points apart, both leading-aligned, inset 16 points, on a
/// rounded rectangle of radius 8 filled with the secondary grouped background. (Apple publishes no
/// metrics for the style: the inset and radius are UIKit's standard margin and SwiftUI's usual corner.)
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// A box made from a style's configuration draws in the automatic style, as SwiftUI's
    /// `GroupBox(configuration)` inside `makeBody` does, rather than calling the custom style again.
    var ignoresCustomStyle = false

    /// A box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    /// A box of `content` under `label`, the iOS 14 spelling that takes the label as a value (deprecated by
    /// Apple in iOS 16 but still accepted, and common in widget code).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content(); self.label = label
    }

    @Environment(\.customGroupBoxStyle) private var customStyle

    /// The box as the custom ``GroupBoxStyle`` draws it, if one was set; else the automatic style.
    public var body: some View {
        if let customStyle, !ignoresCustomStyle {
            customStyle.make(GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content))))
        } else {
            automatic
        }
    }

    @ViewBuilder private var automatic: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 8))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` under a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// A box of `content` under a title shown verbatim.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A box of a style's configuration, drawn in the automatic style (for styles that add to it).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        ignoresCustomStyle = true
    }
}
