import Foundation
import WidgetryGraphics

/// One placed view in a ``LayoutResult``: where it is, what it draws, what clips it, where a tap on it goes.
public struct PlacedElement: Sendable {
    /// A readable path from the root, such as `VStack/HStack[1]/Text("AAAAA")`.
    public var path: String
    /// The kind of view: `Text`, `VStack`, `Image`, or a modifier such as `padding`.
    public var kind: String
    /// The frame in the root's coordinates, in points.
    public var frame: CGRect
    /// What this element draws itself, before its children.
    public var content: Content = .none
    /// The visible area after every ancestor's clip, in root coordinates; `nil` when nothing clips.
    public var clip: CGRect?
    /// A shape this element clips its children to.
    public var childClip: ClipShape?
    /// The opacity applied to this element and its children as a group.
    public var opacity: Double = 1
    /// The URL a tap here opens (`Link` or `widgetURL`).
    public var linkURL: URL?
    /// The children, in drawing order.
    public var children: [PlacedElement] = []

    /// Creates an element.
    public init(path: String, kind: String, frame: CGRect, clip: CGRect? = nil, linkURL: URL? = nil) {
        self.path = path; self.kind = kind; self.frame = frame; self.clip = clip; self.linkURL = linkURL
    }

    /// What an element draws.
    public enum Content: Sendable {
        case none
        case text(PlacedText)
        case shape(ShapeKind, fill: Paint?, stroke: Paint?, lineWidth: CGFloat)
        case image(PlacedImage)
        case symbol(name: String, color: RGBAColor)
    }

    /// A clip applied to children.
    public struct ClipShape: Sendable, Hashable {
        public var shape: ShapeKind
        public var rect: CGRect
    }

    /// This element and all its descendants, depth first.
    public var allElements: [PlacedElement] {
        var result = [self]
        for child in children { result += child.allElements }
        return result
    }
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
