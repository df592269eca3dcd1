import Foundation

/// A titled group of rows in a list or form, as SwiftUI's `Section`: the header above the content and the
/// footer below, as an inset grouped list shows them — the header in the footnote style, secondary and
/// upper-cased, the footer in the footnote style, secondary. Outside a list the three are stacked the
/// same way. (Apple publishes no metrics for list sections; the fonts are UITableView's header and footer
/// text styles, the 6-point spacing an approximation.)
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content` between `header` and `footer` (iOS 15's trailing-closure spelling).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = header(); self.footer = footer()
    }

    /// The iOS 13 spelling, with the header and footer as values.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = header; self.footer = footer
    }

    /// The header, the content, the footer.
    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            header.font(.footnote).foregroundStyle(.secondary).textCase(.uppercase)
            VStack(alignment: .leading, spacing: 8) { content }
            footer.font(.footnote).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// The iOS 13 spelling with a header alone.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    /// The iOS 13 spelling with a footer alone.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    /// A section titled verbatim.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
