import Foundation
import WidgetryGraphics
@_spi(WidgetryUIKit) import WidgetryUI

/// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key` (UIKit declares them in NSAttributedString.h;
/// Linux's Foundation, having no UIKit, lacks them): what `size(withAttributes:)` reads and attributed strings carry.
extension NSAttributedString.Key {
    /// The text's font (a ``UIFont``), as UIKit's `NSAttributedString.Key.font`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    // Keys attributed strings carry for labels and text views in shared code (`strikeThrough()` helpers); the
    // drawing calls below read the font, colour and kerning only.
    /// A line through the text (an ``NSUnderlineStyle`` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A line under the text (an ``NSUnderlineStyle`` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough's colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The underline's colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// How lines are aligned and spaced (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The offset from the baseline, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (a `URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
    /// The outline's width, in percent of the font size.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The outline's colour.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
}


extension NSString {
    /// The size of the string on one line with `attrs`, as UIKit's `NSString.size(withAttributes:)`: measured with Pango
    /// and the fonts Widgetry lays text out with (the stand-in for SF Pro, docs/fidelity.md), at the Dynamic Type size of
    /// the view being built (large outside any view); `.font` (a ``UIFont``, else UIKit's 12-point default) and `.kern`
    /// are read. Fractional, as UIKit's is (apps round it up).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
}

extension NSString {
    /// Draws the string on one line with its top-left corner at `point` of the current image context, as UIKit's
    /// `draw(at:withAttributes:)` (an initials avatar drawn into an image): `.font`, `.foregroundColor` (black by
    /// default) and `.kern` are read; nothing when no context is current.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let size = self.size(withAttributes: attrs)
        (self as String).drawText(in: CGRect(origin: point, size: size), attributes: attrs, maxLines: 1)
    }

    /// Draws the string wrapped inside `rect` of the current image context, as UIKit's `draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).drawText(in: rect, attributes: attrs, maxLines: nil)
    }
}

extension String {
    /// The size of the string on one line with `attrs`, as `NSString.size(withAttributes:)`, which Swift strings use.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let environment = EnvironmentValues.ofCurrentView
        return environment.textMeasurer.measure(attributedText(attrs, in: environment), options: TextLayoutOptions(maxLines: 1, wrap: .wordOrCharacter)).size
    }

    /// The rectangle the string needs drawn with `attributes`, as UIKit's `boundingRect(with:options:attributes:context:)`
    /// (a label's height computed in shared code): with `.usesLineFragmentOrigin` the text wraps at `size.width` and the
    /// rectangle starts at the top-left corner; without it the text is one line and the rectangle's origin is at its
    /// baseline (UIKit's documented origin), so its `y` is minus the line's ascent. Measured as ``size(withAttributes:)`` is.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let environment = EnvironmentValues.ofCurrentView
        let text = attributedText(attributes, in: environment)
        if options.contains(.usesLineFragmentOrigin) {
            let wrapped = environment.textMeasurer.measure(text, options: TextLayoutOptions(width: size.width, maxLines: nil, wrap: .wordOrCharacter))
            return CGRect(origin: .zero, size: wrapped.size)
        }
        let line = environment.textMeasurer.measure(text, options: TextLayoutOptions(maxLines: 1, wrap: .wordOrCharacter))
        return CGRect(x: 0, y: -line.firstBaseline, width: line.size.width, height: line.size.height)
    }

    /// The string as Widgetry's text with UIKit's attributes.
    func attributedText(_ attrs: [NSAttributedString.Key: Any]?, in environment: EnvironmentValues) -> AttributedText {
        let font = (attrs?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
        let spec = Font(font).resolve(at: environment.dynamicTypeSize)
        let kern = (attrs?[.kern] as? CGFloat) ?? (attrs?[.kern] as? Double).map { CGFloat($0) } ?? 0
        let color = (attrs?[.foregroundColor] as? UIColor).map { Color($0).resolve(in: environment) } ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
        return AttributedText(runs: [TextRun(self, font: spec, color: color, tracking: kern)])
    }

    /// Records the string into the current image context's drawing.
    func drawText(in rect: CGRect, attributes attrs: [NSAttributedString.Key: Any]?, maxLines: Int?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let environment = EnvironmentValues.ofCurrentView
        let options = TextLayoutOptions(width: rect.width, maxLines: maxLines, wrap: .wordOrCharacter)
        context.drawInUserSpace([.text(attributedText(attrs, in: environment), options, rect)])
    }
}

extension NSString {
    /// See `String`'s ``Swift/String/boundingRect(with:options:attributes:context:)``.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
