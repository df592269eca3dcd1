import Foundation

/// A control that opens a URL when tapped, as in SwiftUI. In widgets, iOS honours `Link` in medium and
/// larger families only; `systemSmall` widgets open their `widgetURL` wherever they are tapped.
public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    /// A link with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination; self.label = label()
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let child = context.node(for: label, combining: .vertical)
        return [EffectNode(child: child, effect: .link(destination), name: "Link")]
    }
}

extension Link where Label == Text {
    /// A link with a text label.
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
