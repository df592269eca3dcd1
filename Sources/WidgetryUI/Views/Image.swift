import Foundation
import WidgetryGraphics

/// An image, as in SwiftUI: a named image from the asset catalog, or an SF Symbol by name.
///
/// SF Symbols are Apple's and not available on Linux: `Image(systemName:)` draws a Material Icons stand-in
/// measured as the SF Symbol would be (or, for a name with none, a labelled placeholder of that size) and says
/// so in an info finding (docs/fidelity.md, "SF Symbols").
public struct Image: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case named(String), system(String)
        /// A file outside the asset catalog, with its pixels per point (a `UIImage` from data or a path).
        case file(path: String, scale: CGFloat)
    }

    let source: Source
    var isResizable = false
    var accentedMode: WidgetAccentedRenderingMode?
    /// `renderingMode(_:)`: template, original, or nil for the catalog's setting.
    var renderingModeSetting: TemplateRenderingMode?
    /// `Image(decorative:)`: hidden from VoiceOver.
    var isDecorative = false
    /// What VoiceOver reads for an image made with a label (`Image(_:scale:orientation:label:)` of a bitmap).
    var accessibilityText: Text?
    /// Where the user's code created this image; not part of its value (see ``ViewSource``).
    var viewSource: ViewSource?

    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.isResizable == rhs.isResizable && lhs.accentedMode == rhs.accentedMode
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(isResizable)
        hasher.combine(accentedMode)
    }

    /// An image from the asset catalog.
    public init(_ name: String, bundle: Bundle? = nil, file: StaticString = #filePath, line: UInt = #line) {
        source = .named(name)
        viewSource = ViewSource(file: file, line: line)
    }
    /// An SF Symbol (drawn with a stand-in glyph, sized as the symbol).
    public init(systemName: String, file: StaticString = #filePath, line: UInt = #line) {
        source = .system(systemName)
        viewSource = ViewSource(file: file, line: line)
    }
    /// An SF Symbol with a variable value (iOS 16: a signal or volume symbol that fills to `variableValue`, 0…1): drawn
    /// with the symbol's stand-in, which has no variable layers, so the value does not change the picture.
    public init(systemName: String, variableValue: Double?, file: StaticString = #filePath, line: UInt = #line) {
        self.init(systemName: systemName, file: file, line: line)
    }
    /// An image from the asset catalog that VoiceOver skips, as SwiftUI's `Image(decorative:bundle:)`.
    public init(decorative name: String, bundle: Bundle? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.init(name, bundle: bundle, file: file, line: line)
        isDecorative = true
    }
    /// An image from the asset catalog with the text VoiceOver reads for it, as SwiftUI's
    /// `Image(_:bundle:label:)`; the picture is drawn as ``init(_:bundle:file:line:)`` draws it.
    public init(_ name: String, bundle: Bundle? = nil, label: Text, file: StaticString = #filePath, line: UInt = #line) {
        self.init(name, bundle: bundle, file: file, line: line)
    }
    /// The same, as function values (`names.map(Image.init(systemName:))`): no source line.
    @_disfavoredOverload
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// See ``init(_:bundle:)``.
    @_disfavoredOverload
    public init(systemName: String) { source = .system(systemName) }

    init(source: Source) { self.source = source }

    /// How an image is stretched when resizable.
    public enum ResizingMode: Sendable, Hashable { case tile, stretch }
    /// Whether an image is drawn in its colours or as a template in the foreground colour.
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
    /// Image interpolation quality.
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }

    /// Lets the image take the size it is offered instead of its own.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
    /// Whether the image is drawn in its own colours or as a template: its shape (alpha) in the foreground
    /// style's colour, as SwiftUI's `renderingMode(_:)`. `nil` keeps the asset catalog's "Render As" setting.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingModeSetting = mode
        return copy
    }
    /// How the image is drawn in the accented rendering mode (tinted and glass Home Screens, iOS 18+), as
    /// WidgetKit's `widgetAccentedRenderingMode(_:)`. Without it an image is drawn as one shape in the
    /// primary colour there: a photo becomes a solid rectangle.
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image {
        var copy = self
        copy.accentedMode = mode
        return copy
    }
    /// Accepted for compatibility; images are drawn with high-quality interpolation.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Accepted for compatibility.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension Image: View, PrimitiveView {
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let node: LayoutNode = switch source {
        case .named(let name): ImageNode(name: name, resizable: isResizable, context: context)
        case .system(let name): SymbolNode(name: name, resizable: isResizable, context: context)
        case .file(let path, let scale):
            ImageNode(asset: AssetCatalog.ImageAsset(path: path, scale: scale), resizable: isResizable, context: context)
        }
        node.source = viewSource
        var hidden = AccessibilityAttributes()
        hidden.isHidden = true
        var labelled = AccessibilityAttributes()
        labelled.label = accessibilityText?.plainString(in: context.environment)
        let shown: LayoutNode = isDecorative ? AccessibilityNode(child: node, attributes: hidden)
            : accessibilityText != nil ? AccessibilityNode(child: node, attributes: labelled) : node
        let tinted = templateTint(in: context).map { EffectNode(child: shown, effect: .renderingGroup(.tintedImages($0, luminanceAsAlpha: false))) } ?? shown
        guard let accentedMode else { return [tinted] }
        return [EffectNode(child: tinted, effect: .renderingGroup(.accentedImage(accentedMode.drawingMode)))]
    }

    /// The colour a template image is drawn in, or nil when it keeps its own colours: `.renderingMode(.template)`,
    /// or a catalog image rendered as a template unless `.renderingMode(.original)` says otherwise. The foreground
    /// style's colour (a gradient's first stop), else the label colour.
    private func templateTint(in context: BuildContext) -> RGBAColor? {
        let isTemplate: Bool
        switch (renderingModeSetting, source) {
        case (.template?, _): isTemplate = true
        case (.original?, _): isTemplate = false
        case (nil, .named(let name)): isTemplate = context.environment.assetCatalog.image(named: name)?.isTemplate == true
        default: isTemplate = false
        }
        guard isTemplate else { return nil }
        switch context.environment.foregroundPaint {
        case .color(let color): return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _, _), .angularGradient(let stops, _, _, _):
            return stops.first?.color ?? RGBAColor(red: 0, green: 0, blue: 0)
        case .meshGradient(_, _, _, let colors, _):
            return colors.first ?? RGBAColor(red: 0, green: 0, blue: 0)
        }
    }
}
