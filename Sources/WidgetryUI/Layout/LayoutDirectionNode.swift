import Foundation

/// A part of the tree laid out in the other direction than its parent
/// (`.environment(\.layoutDirection, .rightToLeft)` on one view): SwiftUI mirrors that part's positions
/// horizontally within its own frame and swaps leading and trailing text alignment there, as it does for a
/// whole right-to-left screen (glyphs are not mirrored). Size is unchanged.
final class LayoutDirectionNode: ModifierNode {
    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let placed = child.place(in: frame, context: context.descending(into: self))
        element.setOnlyChild(Mirroring.mirrored(placed, within: frame))
        return element
    }
}

extension Mirroring {
    /// `element` mirrored about the vertical centre line of `frame`.
    static func mirrored(_ element: PlacedElement, within frame: CGRect) -> PlacedElement {
        // `mirrored(_:width:)` maps x to `width − x`, a reflection about `width / 2`: the frame's centre
        // line is at (minX + maxX) / 2.
        mirrored(element, width: frame.minX + frame.maxX)
    }
}
