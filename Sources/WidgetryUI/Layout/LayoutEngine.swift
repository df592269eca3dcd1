import Foundation

/// Lays out a view tree. Layout is a pure function of the view, the space and the environment: the
/// same inputs give the same ``LayoutResult`` (text measurements are cached across calls).
public enum LayoutEngine {
    /// Lays `view` out on a canvas of `canvasSize` points, offering it `contentRect` (the canvas less
    /// margins) and centring it there, as WidgetKit places a widget's content. A `containerBackground`
    /// is drawn edge to edge on the canvas.
    public static func layout<V: View>(_ view: V, canvasSize: CGSize, contentRect: CGRect? = nil,
                                       environment: EnvironmentValues = EnvironmentValues()) -> LayoutResult {
        _ = LayoutIssueLog.drain()
        let canvas = CGSize(width: clean(canvasSize.width), height: clean(canvasSize.height))
        let area = contentRect.map { $0.standardized.intersection(CGRect(origin: .zero, size: canvas)) } ?? CGRect(origin: .zero, size: canvas)
        let usable = area.isNull ? CGRect(origin: .zero, size: canvas) : area
        let context = BuildContext(environment: environment)
        let root = context.node(for: view, combining: .vertical)

        let size = root.sizeThatFits(ProposedViewSize(usable.size))
        let origin = CGPoint(x: usable.midX - size.width / 2, y: usable.midY - size.height / 2)
        let placement = PlacementContext(parentPath: "", indexSuffix: "", clip: nil, linkURL: nil)
        var element = root.place(in: CGRect(origin: origin, size: size), context: placement)

        let found = NodeSearch(root: root)
        var background: PlacedElement?
        if let node = found.containerBackground {
            let bgSize = node.sizeThatFits(ProposedViewSize(canvas))
            let bgOrigin = CGPoint(x: (canvas.width - bgSize.width) / 2, y: (canvas.height - bgSize.height) / 2)
            background = node.place(in: CGRect(origin: bgOrigin, size: bgSize),
                                    context: PlacementContext(parentPath: "containerBackground", indexSuffix: "", clip: nil, linkURL: nil))
        }
        if environment.layoutDirection == .rightToLeft {
            element = Mirroring.mirrored(element, width: canvas.width)
            background = background.map { Mirroring.mirrored($0, width: canvas.width) }
        }
        return LayoutResult(canvasSize: canvas, root: element, containerBackground: background,
                            widgetURL: found.widgetURL, issues: LayoutIssueLog.drain())
    }

    private static func clean(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, value > 0 else { return 0 }
        return value
    }
}

/// Finds the widget-wide markers (`containerBackground`, `widgetURL`) wherever they are attached.
private struct NodeSearch {
    var containerBackground: LayoutNode?
    var widgetURL: URL?

    init(root: LayoutNode) { visit(root) }

    private mutating func visit(_ node: LayoutNode) {
        if let bg = node as? ContainerBackgroundNode, containerBackground == nil { containerBackground = bg.background }
        if let url = node as? WidgetURLNode, widgetURL == nil { widgetURL = url.url }
        switch node {
        case let stack as StackNode: stack.children.forEach { visit($0) }
        case let zstack as ZStackNode: zstack.children.forEach { visit($0) }
        case let background as BackgroundNode:
            visit(background.child)
            visit(background.secondary)
        case let modifier as ModifierNode: visit(modifier.child)
        default: break
        }
    }
}

/// Right-to-left layout: SwiftUI mirrors positions horizontally and swaps leading and trailing text
/// alignment; glyphs themselves are not mirrored.
enum Mirroring {
    static func mirrored(_ element: PlacedElement, width: CGFloat) -> PlacedElement {
        var copy = element
        copy.frame.origin.x = width - element.frame.maxX
        if let clip = element.clip { copy.clip = CGRect(x: width - clip.maxX, y: clip.minY, width: clip.width, height: clip.height) }
        if let childClip = element.childClip {
            copy.childClip?.rect.origin.x = width - childClip.rect.maxX
        }
        if case .text(var text) = element.content {
            switch text.options.alignment {
            case .leading: text.options.alignment = .trailing
            case .trailing: text.options.alignment = .leading
            case .center: break
            }
            let wrap = text.options.width ?? element.frame.width
            text.drawOrigin.x = copy.frame.maxX - wrap + (element.frame.minX - text.drawOrigin.x)
            copy.content = .text(text)
        }
        copy.children = element.children.map { mirrored($0, width: width) }
        return copy
    }
}

extension LayoutEngine {
    /// The size `view` chooses for `proposal`: e.g. `ProposedViewSize(width: 320, height: nil)` asks
    /// for its height at a width, as a self-sizing cell or a page would.
    public static func size<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) -> CGSize {
        _ = LayoutIssueLog.drain()
        let root = BuildContext(environment: environment).node(for: view, combining: .vertical)
        return root.sizeThatFits(proposal)
    }
}

extension LayoutEngine {
    /// Builds `view`'s layout nodes without laying them out, and returns how many there are. Benchmarks
    /// subtract this from a full layout to time layout alone, as other engines are timed on trees built
    /// beforehand.
    @_spi(Benchmarks)
    public static func buildNodes<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> Int {
        let root = BuildContext(environment: environment).node(for: view, combining: .vertical)
        func count(_ node: LayoutNode) -> Int {
            switch node {
            case let stack as StackNode: return 1 + stack.children.reduce(0) { $0 + count($1) }
            case let zstack as ZStackNode: return 1 + zstack.children.reduce(0) { $0 + count($1) }
            case let background as BackgroundNode: return 1 + count(background.child) + count(background.secondary)
            case let modifier as ModifierNode: return 1 + count(modifier.child)
            default: return 1
            }
        }
        return count(root)
    }
}
