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

extension String {
    /// The size of the string on one line with `attrs`, as `NSString.size(withAttributes:)`, which Swift strings use.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let environment = EnvironmentValues.ofCurrentView
        let font = (attrs?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
        let spec = Font(font).resolve(at: environment.dynamicTypeSize)
        let kern = (attrs?[.kern] as? CGFloat) ?? (attrs?[.kern] as? Double).map { CGFloat($0) } ?? 0
        let text = AttributedText(runs: [TextRun(self, font: spec, tracking: kern)])
        return environment.textMeasurer.measure(text, options: TextLayoutOptions(maxLines: 1, wrap: .wordOrCharacter)).size
    }
}
