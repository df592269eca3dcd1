import Foundation

/// Asks a view what size it chooses for a proposal, without placing it: SwiftUI's `sizeThatFits`
/// for a whole view tree.
///
/// Self-sizing cells and hosts need this: a list proposes a cell its column width and an unspecified
/// height (`ProposedViewSize(width: w, height: nil)`) and uses the height the cell chooses, which is
/// the cell's ideal height at that width. ``LayoutEngine/layout(_:canvasSize:contentRect:environment:)``
/// cannot answer that question, because it always proposes a definite canvas height, and flexible
/// views (`Spacer`, `frame(maxHeight: .infinity)`) take all of it.
package enum ViewMeasurer {
    /// The size `view` chooses when offered `proposal`, built and measured with `environment`
    /// (text size, fonts…). Pure: the same inputs give the same size (text measurements are cached).
    ///
    /// Layout problems met while measuring are collected with those of the enclosing layout on this
    /// thread, so a cell measured inside a list's `body` reports them in that layout's result; they
    /// are not drained here, because that would discard the enclosing layout's own problems.
    package static func size<V: View>(of view: V, proposal: ProposedViewSize,
                                     environment: EnvironmentValues = EnvironmentValues()) -> CGSize {
        let context = BuildContext(environment: environment)
        let root = context.node(for: view, combining: .vertical)
        return root.sizeThatFits(proposal)
    }

    /// The height `view` chooses at `width` when its height is left open: its ideal height at that
    /// width, what a self-sizing cell or an expanded Today widget needs.
    package static func idealHeight<V: View>(of view: V, width: CGFloat,
                                            environment: EnvironmentValues = EnvironmentValues()) -> CGFloat {
        size(of: view, proposal: ProposedViewSize(width: width, height: nil), environment: environment).height
    }
}
