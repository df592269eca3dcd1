import Foundation

/// Lays out `Spacer` as SwiftUI does: along its stack's axis it takes what it is offered but never less
/// than its minimum length (8 points by default, the standard spacing); across the axis it is zero.
/// Outside a stack it expands both ways.
final class SpacerNode: LayoutNode {
    override var kind: ElementKind { .spacer }
    let axis: Axis?
    let minLength: CGFloat

    init(axis: Axis?, minLength: CGFloat?) {
        self.axis = axis
        let requested = minLength ?? StackNode.defaultSpacing
        self.minLength = requested.isFinite && requested >= 0 ? requested : 0
        super.init(name: "Spacer")
    }

    override var isSpacer: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func along(_ offered: CGFloat?) -> CGFloat {
            guard let offered else { return minLength }
            return offered.isFinite ? max(offered, minLength) : .greatestFiniteMagnitude / 4
        }
        switch axis {
        case .horizontal: return CGSize(width: along(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }
}

/// Lays out `Divider` as SwiftUI does: a hairline across its stack (horizontal in a `VStack` or
/// outside stacks, vertical in an `HStack`) that fills the width (or height) offered.
final class DividerNode: LayoutNode {
    override var kind: ElementKind { .divider }
    let axis: Axis?
    let color: RGBAColorBox
    let thickness: CGFloat

    init(context: BuildContext) {
        axis = context.environment.stackAxis
        color = RGBAColorBox(Color(storage: .system(.separator)).resolve(in: context.environment))
        // One pixel at the display scale: SwiftUI's divider is a hairline.
        thickness = 1 / max(context.environment.displayScale, 1)
        super.init(name: "Divider")
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let length = { (value: CGFloat?) -> CGFloat in
            guard let value else { return 10 }
            return value.isFinite ? value : .greatestFiniteMagnitude / 4
        }
        return axis == .horizontal
            ? CGSize(width: thickness, height: length(proposal.height))
            : CGSize(width: length(proposal.width), height: thickness)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        element.content = .shape(.rectangle, fill: .color(color.value), stroke: nil, lineWidth: 0)
        return element
    }
}

import WidgetryGraphics

/// A colour held by a node.
struct RGBAColorBox { let value: RGBAColor; init(_ value: RGBAColor) { self.value = value } }
