import Foundation
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// What becomes illegible when a widget is shown somewhere other than the full-colour Home Screen: a pure
/// function of the laid-out widget and its cell, walked in the order the drawing paints.
///
/// The accented mode (tinted and glass Home Screens) keeps each view's opacity and replaces its colour
/// with the accent colour (a `widgetAccentable()` group) or the primary colour (everything else); images
/// become one-colour shapes through their alpha unless `widgetAccentedRenderingMode(_:)` says otherwise
/// (Apple, "Optimizing your widget for accented rendering mode and Liquid Glass"). StandBy removes the
/// container background and shows the widget on black. This check reports:
/// - an opaque image that turns into a solid shape (``FindingKind/opaqueImageInAccentedMode``), and an
///   image left in full colour (``FindingKind/fullColorImageInAccentedMode``, information);
/// - marks of the same shape told apart only by colour, which one colour can no longer tell apart
///   (``FindingKind/colorOnlyDistinction``);
/// - text below 3:1 contrast against what is painted behind it — the least WCAG 2.x accepts even for
///   large text (success criterion 1.4.3) — typically text that relied on the removed background
///   (``FindingKind/lowContrast``);
/// - a background marked `containerBackgroundRemovable(false)` in StandBy, where such widgets are not
///   offered (Apple's containerBackgroundRemovable(_:) documentation) (``FindingKind/backgroundNotRemovable``).
public struct ContextLegibilityCheck: DrawingCheck {
    public init() {}

    public func findings(in drawn: DrawnCell) -> [Finding] {
        Self.findings(in: drawn.layout, cell: drawn.cell, backgroundRemovable: drawn.options.containerBackgroundRemovable, images: drawn.assets.images)
    }

    /// The smallest contrast ratio text may have.
    public static let minimumContrast = 3.0
    /// The share of opaque pixels from which an image counts as opaque (a photo is 1.0).
    public static let opaqueImageThreshold = 0.9

    /// The findings for `layout` drawn in `cell`'s context.
    public static func findings(in layout: LayoutResult, cell: WidgetCell, backgroundRemovable: Bool,
                                images: ImageStore) -> [Finding] {
        let rendering = ContextRendering(for: cell)
        guard rendering.checksLegibility else { return [] }
        var findings: [Finding] = []
        if !backgroundRemovable, cell.context.isDarkOnly {
            findings.append(Finding(kind: .backgroundNotRemovable,
                                    message: "the widget's background is marked containerBackgroundRemovable(false): WidgetKit does not offer a small widget without a removable background in StandBy",
                                    suggestion: "remove .containerBackgroundRemovable(false) and let the content stand on its own, or accept that the widget is not offered in StandBy"))
            return findings
        }
        var walker = Walker(rendering: rendering, images: images,
                            canvas: CGRect(origin: .zero, size: layout.canvasSize))
        if let background = layout.containerBackground, !backgroundRemovable {
            walker.walk(background, state: .init())
        }
        walker.walk(layout.root, state: .init())
        findings += walker.findings
        findings += colorOnlyDistinctions(walker.marks, rendering: rendering)
        return findings
    }

    /// What the walk carries down the tree.
    struct State {
        var opacity = 1.0
        var inAccentGroup = false
        var imageMode: AccentedImageMode?
        /// The product of the `colorMultiply(_:)` colours around the element, as the drawing multiplies its colours.
        var multiplier: RGBAColor?

        /// `color` as the multiplies around it draw it.
        func multiplied(_ color: RGBAColor) -> RGBAColor { multiplier.map { color.multiplied(by: $0) } ?? color }
    }

    /// A filled shape as drawn: its full colour and its colour in the context.
    struct Mark {
        /// The shape's element; its path is worked out only for a finding.
        var element: PlacedElement
        var path: String { element.path }
        var shape: ShapeKind
        var frame: CGRect
        var fullColor: RGBAColor
        var shown: RGBAColor
    }

    struct Walker {
        /// How the context draws: its backdrop and colour mapping.
        let rendering: ContextRendering
        let images: ImageStore
        let canvas: CGRect
        /// Opaque areas painted so far, topmost last: (frame, colour as shown), or nil colour for an area
        /// whose colour is unknown (a full-colour photo).
        var painted: [(frame: CGRect, color: RGBAColor?)] = []
        var marks: [Mark] = []
        var findings: [Finding] = []
        /// The colour vision simulated on everything drawn (``ColorVisionCheck``); `nil` for normal vision.
        var simulation: ColorVisionDeficiency?
        /// Whether marks are collected outside the accented mode too (``ColorVisionCheck``).
        var collectsMarks = false
        /// Every checked text's contrast, in walk order (``ColorVisionCheck`` compares two walks).
        var textContrasts: [(element: PlacedElement, string: String, ratio: Double)] = []

        var context: PresentationContext { rendering.context }
        var isAccented: Bool { rendering.isAccented }

        func shown(_ color: RGBAColor, _ state: State) -> RGBAColor {
            var result = rendering.shown(color, inAccentGroup: state.inAccentGroup)
            if let simulation { result = simulation.simulate(result) }
            return result.withAlpha(result.alpha * state.opacity)
        }

        /// The colour behind `point`: the topmost painted area containing it, over the backdrop.
        func background(at point: CGPoint) -> RGBAColor? {
            for area in painted.reversed() where area.frame.contains(point) {
                return area.color
            }
            return backdropColor
        }

        /// The backdrop as the simulated eye sees it.
        var backdropColor: RGBAColor { simulation.map { $0.simulate(rendering.backdrop) } ?? rendering.backdrop }

        /// Whether something the widget drew (not the backdrop) is behind `point`.
        func isOnWidgetShape(_ point: CGPoint) -> Bool { painted.contains { $0.frame.contains(point) } }

        mutating func walk(_ element: PlacedElement, state: State) {
            guard element.opacity > 0 else { return }
            var state = state
            state.opacity *= element.opacity
            switch element.renderingGroup {
            case .accent?: state.inAccentGroup = true
            case .accentedImage(let mode)?: state.imageMode = mode
            case .multiplied(let factor)?: state.multiplier = state.multiplier.map { $0.multiplied(by: factor) } ?? factor
            default: break
            }
            switch element.content {
            case .shape(let shape, let fill, _, _):
                if let fill, let color = Self.solidColor(fill).map(state.multiplied) {
                    let drawn = shown(color, state)
                    let behind = background(at: CGPoint(x: element.frame.midX, y: element.frame.midY)) ?? backdropColor
                    let composite = drawn.composited(over: behind)
                    if drawn.alpha >= 0.5, shape == .rectangle || shape.isRoundedRectangle || element.frame.width * element.frame.height > 400 {
                        painted.append((element.frame, composite))
                    }
                    // Marks only matter where colours collapse into one (``colorOnlyDistinctions``).
                    if isAccented || collectsMarks, element.frame.width * element.frame.height < canvas.width * canvas.height / 4 {
                        marks.append(Mark(element: element, shape: shape, frame: element.frame, fullColor: color, shown: drawn))
                    }
                }
            case .image(let image):
                inspect(image, element: element, state: state)
            case .text(let text):
                if !text.isRedacted { inspect(text, element: element, state: state) }
            default:
                break
            }
            element.forEachChild { walk($0, state: state) }
        }

        mutating func inspect(_ image: PlacedImage, element: PlacedElement, state: State) {
            guard let path = image.filePath, let coverage = images.coverage(ofImageAt: path) else { return }
            let opaque = coverage.opaqueFraction >= ContextLegibilityCheck.opaqueImageThreshold
            guard isAccented else {
                if opaque { painted.append((element.frame, nil)) }
                return
            }
            switch state.imageMode {
            case .fullColor?:
                if opaque { painted.append((element.frame, nil)) }
                findings.append(Finding(kind: .fullColorImageInAccentedMode, path: element.path,
                                        message: "image '\(image.name)' keeps its full colours on the \(context.readableName), where everything around it is tinted",
                                        suggestion: "consider .widgetAccentedRenderingMode(.accentedDesaturated) so the picture takes the tint and stays readable"))
            case .accentedDesaturated?, .desaturated?:
                // Luminance becomes opacity: the picture stays a readable monochrome image.
                painted.append((element.frame, nil))
            case .accented?, nil:
                guard opaque else { return }
                let color = rendering.shown(.black, inAccentGroup: state.imageMode == .accented || state.inAccentGroup)
                painted.append((element.frame, color.withAlpha(1).composited(over: rendering.backdrop)))
                let size = DiagnosticFinder.format(element.frame.size)
                findings.append(Finding(kind: .opaqueImageInAccentedMode, path: element.path,
                                        message: "image '\(image.name)' (\(size)) is opaque: on the \(context.readableName) it becomes a solid \(color == .white ? "white " : "")shape, its picture lost",
                                        suggestion: "add .widgetAccentedRenderingMode(.accentedDesaturated) (or .fullColor) to the Image, or make its background transparent"))
            }
        }

        mutating func inspect(_ text: PlacedText, element: PlacedElement, state: State) {
            // At night StandBy turns the whole screen a dim red by design; the widget cannot change that.
            guard rendering.checksTextContrast else { return }
            guard let run = text.text.runs.first(where: { $0.text.contains { !$0.isWhitespace } }) else { return }
            let point = CGPoint(x: element.frame.midX, y: element.frame.midY)
            guard let behind = background(at: point) else { return }
            let color = shown(state.multiplied(run.color), state).composited(over: behind)
            let ratio = color.contrastRatio(with: behind)
            if collectsMarks { textContrasts.append((element, text.string, ratio)) }
            guard ratio < ContextLegibilityCheck.minimumContrast else { return }
            let quoted = text.string.count > 40 ? String(text.string.prefix(37)) + "…" : text.string
            let cause = isAccented
                ? "content and what is behind it are drawn in the context's two colours"
                : isOnWidgetShape(point) ? "against the shape drawn behind it" : "the container background it was drawn on is removed here"
            findings.append(Finding(kind: .lowContrast, path: element.path,
                                    message: "text \"\(quoted)\" has a contrast of \(String(format: "%.1f", ratio)):1 on the \(context.readableName) (\(cause)); at least \(Int(ContextLegibilityCheck.minimumContrast)):1 is needed",
                                    suggestion: "use .primary/.secondary foreground styles instead of fixed colours, or check showsWidgetContainerBackground and widgetRenderingMode to adapt the content"))
        }

        static func solidColor(_ paint: Paint) -> RGBAColor? {
            switch paint {
            case .color(let color): return color
            case .linearGradient, .radialGradient, .angularGradient, .meshGradient:
                // A gradient's average colour (a mesh's colours count once each).
                guard let stops = paint.gradientStops, !stops.isEmpty else { return nil }
                let n = Double(stops.count)
                return RGBAColor(red: stops.map(\.color.red).reduce(0, +) / n, green: stops.map(\.color.green).reduce(0, +) / n,
                                 blue: stops.map(\.color.blue).reduce(0, +) / n, alpha: stops.map(\.color.alpha).reduce(0, +) / n)
            }
        }
    }

    /// Marks of one shape and about one size (legend dots, status lights, bar segments) whose colours differ
    /// clearly in full colour but are drawn alike in the accented mode.
    static func colorOnlyDistinctions(_ marks: [Mark], rendering: ContextRendering) -> [Finding] {
        guard rendering.isAccented else { return [] }
        let context = rendering.context
        for (index, first) in marks.enumerated() {
            for second in marks[(index + 1)...] where first.shape.sameKind(as: second.shape)
                && first.shown == second.shown
                && first.fullColor.distance(to: second.fullColor) > 0.3
                && first.frame.width * first.frame.height > 0
                && max(first.frame.width, second.frame.width) <= 2 * min(first.frame.width, second.frame.width)
                && max(first.frame.height, second.frame.height) <= 2 * min(first.frame.height, second.frame.height) {
                return [Finding(kind: .colorOnlyDistinction, path: first.path,
                                message: "shapes at \(first.path) and \(second.path) differ only by colour (\(first.fullColor.hexString) vs \(second.fullColor.hexString)); on the \(context.readableName) both are drawn in the same colour",
                                suggestion: "tell them apart by shape, label or opacity too, or put one in a .widgetAccentable() group")]
            }
        }
        return []
    }
}

extension ShapeKind {
    var isRoundedRectangle: Bool {
        if case .roundedRectangle = self { return true }
        return false
    }

    func sameKind(as other: ShapeKind) -> Bool {
        switch (self, other) {
        case (.rectangle, .rectangle), (.ellipse, .ellipse), (.capsule, .capsule), (.roundedRectangle, .roundedRectangle), (.path, .path): true
        default: false
        }
    }
}
