import Foundation

/// A form of controls, as SwiftUI's `Form`, drawn as a static list: its rows top-leading, 16 points in
/// from the sides (UITableViewCell's layout margins), 8 points apart, taking the space offered. Rows are
/// not separated or boxed individually, as a grouped form on a device would show them: forms belong to app
/// screens that share files with a widget, which are compiled, not checked.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The rows, top-leading.
    public var body: some View {
        StaticRows { content }
    }
}

/// Rows written in place (a `Form`, or a `List` with no data): stacked top-leading with list insets,
/// filling the space offered and clipped as a scroll view at rest.
public struct StaticRows<Content: View>: View {
    let content: Content

    /// Rows of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The rows, top-leading.
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) { content }
                .padding(.horizontal, 16)
                .padding(.vertical, 11)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
