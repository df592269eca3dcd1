import Foundation
import WidgetryFindings

/// Lays out a view tree. Layout is a pure function of the view, the space and the environment: the
/// same inputs give the same ``LayoutResult`` (text measurements are cached across calls).
package enum LayoutEngine {
    /// Lays `view` out on a canvas of `canvasSize` points, offering it `contentRect` (the canvas less
    /// margins) and centring it there, as WidgetKit places a widget's content. A `containerBackground`
    /// is drawn edge to edge on the canvas.
    package static func layout<V: View>(_ view: V, canvasSize: CGSize, contentRect: CGRect? = nil,
                                       environment: EnvironmentValues = EnvironmentValues()) -> LayoutResult {
        let log = BuildLog()
        let recordable = ColorVariant.recordable(in: environment)
        if !recordable.isEmpty { log.colorVariants = ColorVariants(recording: recordable) }
        var environment = environment
        environment.buildLog = log
        // `containerRelativeFrame` measures against the widget's content area, its nearest container.
        environment.containerSize = usableArea(canvasSize: canvasSize, contentRect: contentRect).size
        let root = BuildContext(environment: environment).node(for: view, combining: .vertical)
        return layout(root: root, canvasSize: canvasSize, contentRect: contentRect, environment: environment, log: log)
    }

    /// The canvas, cleaned of unusable lengths, and the part of it the content is offered.
    private static func usableArea(canvasSize: CGSize, contentRect: CGRect?) -> CGRect {
        let canvas = CGSize(width: clean(canvasSize.width), height: clean(canvasSize.height))
        let area = contentRect.map { $0.standardized.intersection(CGRect(origin: .zero, size: canvas)) } ?? CGRect(origin: .zero, size: canvas)
        return area.isNull ? CGRect(origin: .zero, size: canvas) : area
    }

    /// Sizes and places a built node tree. What building and placing found is returned in the result: the
    /// log's findings, then each placed element's issues with its path.
    static func layout(root: LayoutNode, canvasSize: CGSize, contentRect: CGRect?, environment: EnvironmentValues, log: BuildLog) -> LayoutResult {
        let canvas = CGSize(width: clean(canvasSize.width), height: clean(canvasSize.height))
        let usable = usableArea(canvasSize: canvasSize, contentRect: contentRect)
        let size = root.sizeThatFits(ProposedViewSize(usable.size))
        let origin = CGPoint(x: usable.midX - size.width / 2, y: usable.midY - size.height / 2)
        let placement = PlacementContext.root(canvas: canvas, log: log)
        var element = withExtendedLifetime(log) { root.place(in: CGRect(origin: origin, size: size), context: placement) }

        let found = log.placedSomethingToCollect ? PlacedMarkers(root: element) : PlacedMarkers()
        var background = found.containerBackground
        if environment.layoutDirection == .rightToLeft {
            element = Mirroring.mirrored(element, width: canvas.width)
            background = background.map { Mirroring.mirrored($0, width: canvas.width) }
        }
        var result = LayoutResult(canvasSize: canvas, root: element, containerBackground: background,
                                  widgetURL: found.widgetURL, findings: log.findings + found.issues, identifiers: found.identifiers,
                                  readsPresentationValues: log.readPresentationValues, readsDeviceProfile: log.readDeviceProfile,
                                  readsColorScheme: log.readColorScheme, readsRedactionReasons: log.readRedactionReasons,
                                  readsIncreaseContrast: log.readIncreaseContrast, readsReduceTransparency: log.readReduceTransparency)
        // Only a layout whose views never asked for a setting may stand for a cell with it (``LayoutResult/recoloured(for:)``).
        result.colorVariants = log.colorVariants
        result.readsContrastSetting = log.readContrastSetting
        return result
    }

    private static func clean(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, value > 0 else { return 0 }
        return value
    }
}

/// What WidgetKit takes from the placed widget as a whole, found in one walk of what was placed (not of
/// the views built), so markers inside a `GeometryReader` count and those in an unchosen `ViewThatFits`
/// candidate do not: the first `containerBackground` and `widgetURL` in depth-first order, and every
/// element's build issues with its path.
struct PlacedMarkers {
    var containerBackground: PlacedElement?
    var widgetURL: URL?
    var issues: [Finding] = []
    /// The handle (`id`, `accessibilityIdentifier`) of each named view inside an identified view, by path.
    var identifiers: [String: String] = [:]

    init(root: PlacedElement) { visit(root, identifier: nil) }

    /// Nothing found: what a layout that placed no markers and no issues has.
    init() {}

    private mutating func visit(_ element: PlacedElement, identifier inherited: String?) {
        let identifier = element.identifier ?? inherited
        if let identifier, element.name != nil { identifiers[element.path] = identifier }
        if element.kind == .containerBackground, containerBackground == nil, let background = element.containerBackground {
            containerBackground = background
            visit(background, identifier: nil)
        }
        if element.kind == .widgetURL, widgetURL == nil { widgetURL = element.linkURL }
        if !element.issues.isEmpty {
            // A modifier's element carries its parent's path; the issue belongs to the view it wraps.
            let path = element.viewPath
            for issue in element.issues {
                var placed = issue
                placed.path = path
                placed.viewIdentifier = identifier
                placed.frame = element.frame
                issues.append(placed)
            }
        }
        element.forEachChild { visit($0, identifier: identifier) }
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
        if var transform = element.transform {
            // The element moves as a whole; its drawing turns and scales about the same point of it.
            let dx = copy.frame.minX - element.frame.minX
            transform.tx += dx - transform.a * dx
            transform.ty -= transform.b * dx
            copy.transform = transform
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
    package static func size<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) -> CGSize {
        let root = BuildContext(environment: environment).node(for: view, combining: .vertical)
        return root.sizeThatFits(proposal)
    }
}

/// A view's node tree built ahead of layout, so that benchmarks can time layout alone, as other engines
/// are timed on trees built beforehand.
package struct PreparedLayout {
    let root: LayoutNode
    let environment: EnvironmentValues
    let log = BuildLog()

    /// Builds `view`'s nodes.
    package init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) {
        var environment = environment
        environment.buildLog = log
        root = BuildContext(environment: environment).node(for: view, combining: .vertical)
        self.environment = environment
    }

    /// How many nodes the tree has.
    package var nodeCount: Int {
        func count(_ node: LayoutNode) -> Int {
            var total = 1
            node.forEachChild { total += count($0) }
            return total
        }
        return count(root)
    }

    /// Forgets every size the nodes remember, so the next layout computes everything again (what
    /// marking a Taffy or Yoga tree dirty does).
    package func invalidate() { root.invalidateLayout() }

    /// Lays the tree out as ``LayoutEngine/layout(_:canvasSize:contentRect:environment:)`` does.
    package func layout(canvasSize: CGSize, contentRect: CGRect? = nil) -> LayoutResult {
        LayoutEngine.layout(root: root, canvasSize: canvasSize, contentRect: contentRect, environment: environment, log: log)
    }
}
