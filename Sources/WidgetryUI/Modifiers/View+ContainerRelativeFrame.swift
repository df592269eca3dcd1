import Foundation

extension View {
    /// A frame sized relative to the nearest container along `axes` (iOS 17): in a widget, the content area
    /// (the widget less its content margins). The other axis keeps the content's own length.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// A frame of `span` of `count` equal columns (or rows) of the container, `spacing` between them, as
    /// SwiftUI computes it: `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(count, 1), span = min(max(span, 1), max(count, 1))
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(column * CGFloat(span) + spacing * CGFloat(span - 1), 0)
        }
    }

    /// A frame whose length along each of `axes` is `length(containerLength, axis)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        wrappingNodes { node, context in
            let container = context.environment.containerSize
            func side(_ axis: Axis, _ value: CGFloat?) -> CGFloat? {
                guard let value, value.isFinite else { return nil }
                let result = length(value, axis)
                return result.isFinite ? max(result, 0) : nil
            }
            let width = axes.contains(.horizontal) ? side(.horizontal, container?.width) : nil
            let height = axes.contains(.vertical) ? side(.vertical, container?.height) : nil
            return FrameNode(child: node, width: .init(fixed: width), height: .init(fixed: height), alignment: alignment)
        }
    }
}
