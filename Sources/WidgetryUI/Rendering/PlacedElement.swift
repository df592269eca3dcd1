import Foundation
import WidgetryFindings
import WidgetryGraphics

/// One placed view in a ``LayoutResult``: where it is, what it draws, what clips it, where a tap on it goes.
///
/// A value type whose fields live in one shared, copy-on-write box: a layout makes tens of thousands of
/// elements, and copying a 320-byte struct of references each time it was returned or appended was most of
/// the cost of placing them (callgrind: two outlined copies and destroys per element).
public struct PlacedElement: Sendable {
    private var storage: Storage

    /// Creates an element.
    public init(path: String, kind: ElementKind, frame: CGRect, clip: CGRect? = nil, linkURL: URL? = nil) {
        self.init(kind: kind, frame: frame, clip: clip, linkURL: linkURL)
        self.path = path
    }

    /// An element whose path placement sets.
    init(kind: ElementKind, frame: CGRect, clip: CGRect?, linkURL: URL?) {
        storage = Storage(kind: kind, frame: frame, clip: clip, link: linkURL.map(LinkTarget.init))
    }

    /// An element placed under `parent` with its own `name` (`nil` for a modifier) at sibling `index`, that
    /// inherits `link`, shared with its ancestors.
    init(kind: ElementKind, frame: CGRect, clip: CGRect?, link: LinkTarget?, parent: PlacedPath?, name: String?, index: Int) {
        storage = Storage(kind: kind, frame: frame, clip: clip, link: link)
        storage.pathParent = parent
        storage.pathName = name
        storage.pathIndex = index
    }

    /// A readable path from the root, such as `VStack/HStack[1]/Text("AAAAA")`. Built when read: a
    /// modifier's element has the path of the view it wraps.
    public var path: String {
        get {
            guard let name = storage.pathName else { return storage.pathParent?.string ?? "" }
            return PlacedPath(parent: storage.pathParent, name: name, index: storage.pathIndex).string
        }
        set {
            makeUnique()
            storage.pathParent = nil
            storage.pathName = newValue
            storage.pathIndex = -1
        }
    }

    /// The path of the view this element stands for: its own for a view, and for a modifier (whose path
    /// is its parent's) the path of the view it wraps. What findings report.
    public var viewPath: String {
        let view = viewElement
        return view.name == nil ? path : view.path
    }

    /// The path link of the view this element stands for (as ``viewPath``), for placing views under it.
    var viewPathNode: PlacedPath? {
        let view = viewElement
        guard let name = view.storage.pathName else { return nil }
        return PlacedPath(parent: view.storage.pathParent, name: name, index: view.storage.pathIndex)
    }

    /// The view a chain of modifiers wraps: through single children, and through a background's or an
    /// overlay's content (not its decoration).
    var viewElement: PlacedElement {
        var view = self
        while view.name == nil {
            if let only = view.storage.onlyChild { view = only; continue }
            let many = view.storage.manyChildren
            guard many.count == 2 else { break }
            if view.kind == .background { view = many[1]; continue }
            if view.kind == .overlay { view = many[0]; continue }
            break
        }
        return view
    }

    /// Where the user's code wrote this view (the builder statement), if it did.
    public var sourceLine: SourceLine? { storage.viewSource?.sourceLine }

    var viewSource: ViewSource? {
        get { storage.viewSource }
        set { makeUnique(); storage.viewSource = newValue }
    }

    /// The view's own name in paths (`Circle`, `Text("Hi")`, `VStack`); `nil` for a modifier.
    public var name: String? { storage.pathName }

    /// The kind of view or modifier that placed this element.
    public var kind: ElementKind {
        get { storage.kind }
        set { makeUnique(); storage.kind = newValue }
    }
    /// The frame in the root's coordinates, in points.
    public var frame: CGRect {
        get { storage.frame }
        set { makeUnique(); storage.frame = Self.withoutNaN(newValue) }
    }
    /// What this element draws itself, before its children.
    public var content: Content {
        get { storage.content }
        set { makeUnique(); storage.content = newValue }
    }
    /// The visible area after every ancestor's clip, in root coordinates; `nil` when nothing clips.
    public var clip: CGRect? {
        get { storage.clip }
        set { makeUnique(); storage.clip = newValue.map(Self.withoutNaN) }
    }
    /// A shape this element clips its children to.
    public var childClip: ClipShape? {
        get { storage.effects?.value.childClip }
        set { changeEffects { $0.childClip = newValue } }
    }
    /// The opacity applied to this element and its children as a group.
    public var opacity: Double {
        get { storage.effects?.value.opacity ?? 1 }
        set { changeEffects { $0.opacity = newValue } }
    }
    /// How this element and its children are transformed when drawn (`rotationEffect`, `scaleEffect`), in
    /// root coordinates; frames stay where layout put them, as in SwiftUI.
    public var transform: DrawTransform? {
        get { storage.effects?.value.transform }
        set { changeEffects { $0.transform = newValue } }
    }
    /// A drop shadow drawn under this element and its children (`shadow(color:radius:x:y:)`).
    public var shadow: Shadow? {
        get { storage.effects?.value.shadow }
        set { changeEffects { $0.shadow = newValue } }
    }

    /// Problems met while building this view (an invalid length, a missing image), without paths: the
    /// layout result reports them with this element's ``path``.
    public var issues: [Finding] {
        get { storage.effects?.value.issues ?? [] }
        set { changeEffects { $0.issues = newValue } }
    }
    /// The handle given with `id(_:)` or `accessibilityIdentifier(_:)`, on the element of that modifier.
    public var identifier: String? {
        get { storage.effects?.value.identifier }
        set { changeEffects { $0.identifier = newValue } }
    }
    /// What accessibility modifiers said about the view this modifier wraps (``AccessibilityAttributes``).
    public var accessibility: AccessibilityAttributes? {
        get { storage.effects?.value.accessibility }
        set { changeEffects { $0.accessibility = newValue } }
    }
    /// The action a `Button` or `Toggle` runs when tapped (an App Intent's name, or "action" for a closure),
    /// on the element of kind `.button`; `nil` elsewhere.
    public var buttonAction: String? {
        get { storage.effects?.value.buttonAction }
        set { changeEffects { $0.buttonAction = newValue } }
    }
    /// The widget's container background, placed edge to edge on the canvas, when this element is a
    /// `containerBackground` modifier.
    public var containerBackground: PlacedElement? {
        get { storage.effects?.value.containerBackground }
        set { changeEffects { $0.containerBackground = newValue } }
    }

    /// The span a presentation context treats as one that this element starts (`widgetAccentable()`, an
    /// image's `widgetAccentedRenderingMode(_:)`).
    public var renderingGroup: RenderingGroup? {
        get { storage.effects?.value.renderingGroup }
        set { changeEffects { $0.renderingGroup = newValue } }
    }

    private mutating func changeEffects(_ change: (inout Effects) -> Void) {
        makeUnique()
        var effects = storage.effects?.value ?? Effects()
        change(&effects)
        storage.effects = EffectsBox(effects)
    }

    /// What only effect modifiers set. Kept out of line: most elements have none, and holding them in
    /// every element doubled its size, which showed as cache misses on 10,000-leaf trees.
    struct Effects {
        var childClip: ClipShape?
        var opacity: Double = 1
        var transform: DrawTransform?
        var shadow: Shadow?
        var issues: [Finding] = []
        var containerBackground: PlacedElement?
        var identifier: String?
        var buttonAction: String?
        var renderingGroup: RenderingGroup?
        var accessibility: AccessibilityAttributes?
    }

    /// An immutable box, so elements that share one can never see each other's changes.
    final class EffectsBox: Sendable {
        let value: Effects
        init(_ value: Effects) { self.value = value }
    }
    /// The URL a tap here opens (`Link` or `widgetURL`).
    public var linkURL: URL? {
        get { storage.link?.url }
        set { makeUnique(); storage.link = newValue.map(LinkTarget.init) }
    }
    /// The children, in drawing order.
    public var children: [PlacedElement] {
        get { storage.onlyChild.map { [$0] } ?? storage.manyChildren }
        _modify {
            makeUnique()
            var list = children
            // Drop the stored references first, so that `list` is the only owner and grows in place.
            storage.setChildren([])
            defer { storage.setChildren(list) }
            yield &list
        }
    }

    /// Calls `body` with each child, in drawing order, without gathering them into an array.
    public func forEachChild(_ body: (PlacedElement) throws -> Void) rethrows {
        if let only = storage.onlyChild {
            try body(only)
        } else {
            for child in storage.manyChildren { try body(child) }
        }
    }

    /// Makes `child` the only child. Modifiers have exactly one, and holding it without an array saves an
    /// allocation for each of them (a third of the objects a 10,000-leaf layout made).
    mutating func setOnlyChild(_ child: PlacedElement) {
        makeUnique()
        storage.onlyChild = child
        storage.manyChildren = []
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// The fields. Mutated only through `makeUnique()`, so a box reachable from two values is never
    /// written: that is what makes sharing it across threads safe.
    /// `rect` with NaN coordinates and sizes made 0. Layout arithmetic on extreme lengths a widget may give
    /// (`.frame(width: .greatestFiniteMagnitude)` offset by another, ∞ − ∞) can make NaN, and Foundation's
    /// `CGRect.intersection` and `union` stop the process on a NaN rectangle; the out-of-range length itself
    /// is already a finding where the modifier was built.
    static func withoutNaN(_ rect: CGRect) -> CGRect {
        guard rect.origin.x.isNaN || rect.origin.y.isNaN || rect.size.width.isNaN || rect.size.height.isNaN else { return rect }
        func clean(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : value }
        return CGRect(x: clean(rect.origin.x), y: clean(rect.origin.y), width: clean(rect.size.width), height: clean(rect.size.height))
    }

    private final class Storage: @unchecked Sendable {
        var pathParent: PlacedPath?
        var pathName: String?
        var pathIndex = -1
        var kind: ElementKind
        var frame: CGRect
        var content: Content = .none
        var clip: CGRect?
        var effects: EffectsBox?
        var link: LinkTarget?
        var viewSource: ViewSource?
        /// A single child is held here; several, or none, in `manyChildren`.
        var onlyChild: PlacedElement?
        var manyChildren: [PlacedElement] = []

        func setChildren(_ list: [PlacedElement]) {
            if list.count == 1 {
                onlyChild = list[0]
                manyChildren = []
            } else {
                onlyChild = nil
                manyChildren = list
            }
        }

        init(kind: ElementKind, frame: CGRect, clip: CGRect?, link: LinkTarget?) {
            self.kind = kind
            self.frame = PlacedElement.withoutNaN(frame)
            self.clip = clip.map(PlacedElement.withoutNaN)
            // Most elements have no link; skipping the optional copy was measurable on 10,000-leaf trees.
            if let link { self.link = link }
        }

        func copy() -> Storage {
            let copy = Storage(kind: kind, frame: frame, clip: clip, link: link)
            copy.pathParent = pathParent
            copy.pathName = pathName
            copy.pathIndex = pathIndex
            copy.content = content
            copy.effects = effects
            copy.viewSource = viewSource
            copy.onlyChild = onlyChild
            copy.manyChildren = manyChildren
            return copy
        }
    }

    /// What an element draws.
    public enum Content: Sendable {
        case none
        /// Text; held out of line, as it is larger than every other kind of content together.
        indirect case text(PlacedText)
        case shape(ShapeKind, fill: Paint?, stroke: Paint?, lineWidth: CGFloat)
        /// A shape's outline stroked with line ends, corners or dashes (`stroke(style:)`).
        case styledStroke(ShapeKind, stroke: Paint, style: StrokeOptions)
        case image(PlacedImage)
        /// An SF Symbol: its stand-in glyph at `glyphSize` points (nil: the labelled placeholder), in `color`.
        case symbol(name: String, color: RGBAColor, standIn: SymbolStandIn? = nil, glyphSize: CGFloat = 0)
    }

    /// A drop shadow: the element's drawing moved by `offset`, blurred by `radius` points, in `color`.
    public struct Shadow: Sendable, Hashable {
        /// The shadow's colour (its alpha included).
        public var color: RGBAColor
        /// How far the blur reaches, in points (about two standard deviations).
        public var radius: CGFloat
        /// How far the shadow is moved from the drawing.
        public var offset: CGSize
    }

    /// A clip applied to children.
    public struct ClipShape: Sendable, Hashable {
        public var shape: ShapeKind
        public var rect: CGRect
    }

    /// This element and all its descendants, depth first.
    public var allElements: [PlacedElement] {
        var result: [PlacedElement] = []
        appendAll(to: &result)
        return result
    }

    private func appendAll(to result: inout [PlacedElement]) {
        result.append(self)
        forEachChild { $0.appendAll(to: &result) }
    }
}

/// A tap target's URL, boxed so that the elements under a `Link` share one reference: copying a `URL` value
/// into every element cost more than allocating the element.
final class LinkTarget: Sendable {
    let url: URL
    init(_ url: URL) { self.url = url }
}

/// Text as placed: what was drawn, how it was measured, whether it fit.
public struct PlacedText: Sendable {
    /// The runs drawn, after any `minimumScaleFactor` shrinking.
    public var text: AttributedText
    /// The options the text was measured and drawn with.
    public var options: TextLayoutOptions
    /// Where the text layout's top-left corner is drawn (may differ from the frame for centred lines).
    public var drawOrigin: CGPoint
    /// The measurement for the text as drawn.
    public var measurement: TextMeasurement
    /// The factor `minimumScaleFactor` shrank the text by (1 when it was not shrunk).
    public var scale: CGFloat
    /// The plain string shown.
    public var string: String
    /// Drawn as a placeholder bar because the view is redacted.
    public var isRedacted: Bool
    /// The string-table key of localized text (`Text("key")`), nil for verbatim text.
    public var localizationKey: String?
}

/// An image as placed.
public struct PlacedImage: Sendable {
    /// The file drawn, or `nil` when the named image was not found (a placeholder is drawn).
    public var filePath: String?
    /// The name the view asked for.
    public var name: String
    /// How the image fills its frame.
    public var contentMode: ImageContentMode
}
