import Foundation
import WidgetryFindings

extension View {
    /// A frame of fixed width and/or height; `nil` keeps the content's own length.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrappingNodes { node, _ in
            var issues: [Finding] = []
            let frame = FrameNode(child: node,
                                  width: .init(fixed: Self.validLength(width, "frame(width:)", &issues)),
                                  height: .init(fixed: Self.validLength(height, "frame(height:)", &issues)), alignment: alignment)
            frame.issues = issues
            return frame
        }
    }

    /// A flexible frame; `maxWidth: .infinity` takes all the width offered.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        wrappingNodes { node, _ in
            var issues: [Finding] = []
            let frame = FrameNode(child: node,
                                  width: Self.flexible(minWidth, idealWidth, maxWidth, "width", &issues),
                                  height: Self.flexible(minHeight, idealHeight, maxHeight, "height", &issues), alignment: alignment)
            frame.issues = issues
            return frame
        }
    }

    /// Padding of `length` points (16, SwiftUI's default on iOS, when `nil`) on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        wrappingNodes { node, _ in
            var issues: [Finding] = []
            let value = Self.validInset(length, &issues) ?? Self.defaultPadding
            let padding = PaddingNode(child: node, insets: EdgeInsets(edges, value))
            padding.issues = issues
            return padding
        }
    }

    /// Padding of `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Padding of explicit insets.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrappingNodes { node, _ in
            var issues: [Finding] = []
            let clean = EdgeInsets(top: Self.validInset(insets.top, &issues) ?? 0,
                                   leading: Self.validInset(insets.leading, &issues) ?? 0,
                                   bottom: Self.validInset(insets.bottom, &issues) ?? 0,
                                   trailing: Self.validInset(insets.trailing, &issues) ?? 0)
            let padding = PaddingNode(child: node, insets: clean)
            padding.issues = issues
            return padding
        }
    }

    /// The order this view is drawn in among its `ZStack` siblings; higher is on top (default 0).
    public func zIndex(_ value: Double) -> some View {
        wrappingNodes { node, _ in
            node.zIndex = value.isFinite ? value : 0
            return node
        }
    }

    /// Puts this view's centre at `position` in the space it is offered, which it takes whole.
    public func position(_ position: CGPoint) -> some View {
        let clean = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        return wrappingNodes { node, _ in
            let positioned = PositionNode(child: node, point: clean)
            if clean != position { positioned.issues = [.invalidLength(modifier: "position", value: "\(position)")] }
            return positioned
        }
    }

    /// Puts this view's centre at (`x`, `y`) in the space it is offered, which it takes whole.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Keeps this view's space and draws nothing, as SwiftUI's `hidden()`.
    public func hidden() -> some View {
        wrappingNodes { node, _ in EffectNode(child: node, effect: .hidden) }
    }

    /// The priority with which a stack gives this view space; higher goes first (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        wrappingNodes { node, _ in
            node.layoutPriority = value.isFinite ? value : 0
            return node
        }
    }

    /// This view at its ideal size in both dimensions, whatever it is offered.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// This view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrappingNodes { node, _ in FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical) }
    }

    /// Constrains this view to an aspect ratio (width ÷ height); `nil` keeps the content's own.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrappingNodes { node, _ in AspectRatioNode(child: node, ratio: aspectRatio, contentMode: contentMode) }
    }

    /// Constrains this view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales to fit inside the space offered, keeping the aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil as CGFloat?, contentMode: .fit) }

    /// Scales to fill the space offered, keeping the aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil as CGFloat?, contentMode: .fill) }

    /// Moves the drawing of this view without changing its layout.
    public func offset(_ offset: CGSize) -> some View {
        wrappingNodes { node, _ in
            var issues: [Finding] = []
            let clean = CGSize(width: Self.validOffset(offset.width, &issues), height: Self.validOffset(offset.height, &issues))
            let moved = EffectNode(child: node, effect: .offset(clean))
            moved.issues = issues
            return moved
        }
    }

    /// Moves the drawing of this view without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// SwiftUI's default padding on iOS.
    static var defaultPadding: CGFloat { 16 }

    /// A length from user code: NaN, infinite and negative values are added to `issues` and clamped (to
    /// nil for NaN, to 0 for negative), as SwiftUI logs "Invalid frame dimension" and ignores them. Checked
    /// as nodes are built, so the issue is placed with the view and reported with its path.
    static func validLength(_ value: CGFloat?, _ modifier: String, _ issues: inout [Finding]) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || value.isInfinite {
            issues.append(.invalidLength(modifier: modifier, value: "\(value)"))
            return nil
        }
        if value < 0 {
            issues.append(.invalidLength(modifier: modifier, value: "\(value)"))
            return 0
        }
        return value
    }

    /// A padding inset: any finite length. SwiftUI takes negative padding as it is — the content is offered more
    /// room than the padded view and overhangs it (Apple's Landmarks badge draws its symbol with `.padding(-60)`; the
    /// iOS render in issue 30's corpus shows the symbol that much larger) — so only NaN and ∞ are reported.
    static func validInset(_ value: CGFloat?, _ issues: inout [Finding]) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite else {
            issues.append(.invalidLength(modifier: "padding", value: "\(value)"))
            return nil
        }
        return value
    }

    static func validOffset(_ value: CGFloat, _ issues: inout [Finding]) -> CGFloat {
        guard value.isFinite else {
            issues.append(.invalidLength(modifier: "offset", value: "\(value)"))
            return 0
        }
        return value
    }

    /// Flexible frame bounds: only `max` may be infinite; `min > max` is contradictory and resolved as
    /// SwiftUI does, by letting the larger win.
    static func flexible(_ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?, _ axis: String,
                         _ issues: inout [Finding]) -> FrameNode.Dimension {
        func clean(_ value: CGFloat?, _ label: String, allowInfinity: Bool) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN || (value.isInfinite && !allowInfinity) || value < 0 {
                issues.append(.invalidLength(modifier: "frame(\(label):)", value: "\(value)"))
                return value < 0 ? 0 : nil
            }
            return value
        }
        let lower = clean(minimum, "min\(axis.capitalized)", allowInfinity: false)
        var upper = clean(maximum, "max\(axis.capitalized)", allowInfinity: true)
        if let lower, let u = upper, lower > u {
            issues.append(.contradictoryFrame("min\(axis.capitalized) \(lower) > max\(axis.capitalized) \(u)"))
            upper = lower
        }
        return FrameNode.Dimension(fixed: nil, min: lower, ideal: clean(ideal, "ideal\(axis.capitalized)", allowInfinity: false), max: upper)
    }
}
