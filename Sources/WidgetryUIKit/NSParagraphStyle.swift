import Foundation

/// How lines of attributed text are aligned, broken and spaced, as UIKit's `NSParagraphStyle` (NSParagraphStyle.h),
/// carried by the `.paragraphStyle` attribute. Kept as code sets it; attributed text drawn here reads its font, colour
/// and kerning (see `NSString+Drawing.swift`), so a paragraph style changes nothing drawn.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style with every default, as `NSParagraphStyle.default`.
    public static let `default` = NSParagraphStyle()

    /// How lines align.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Extra space between lines, in points.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Extra space before the paragraph.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// Indent of the first line.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// Indent of the other lines.
    open internal(set) var headIndent: CGFloat = 0
    /// Where lines end (a negative value from the trailing edge; 0 the container's edge).
    open internal(set) var tailIndent: CGFloat = 0
    /// How a line too long for its width breaks.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The smallest line height (0 none).
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The largest line height (0 none).
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// A multiple of the natural line height (0 none).
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// The threshold for hyphenation (0 none).
    open internal(set) var hyphenationFactor: Float = 0

    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any { copied(as: NSParagraphStyle()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copied(as: NSMutableParagraphStyle()) }

    /// `style` with this style's settings.
    func copied<Style: NSParagraphStyle>(as style: Style) -> Style {
        style.alignment = alignment; style.lineSpacing = lineSpacing; style.paragraphSpacing = paragraphSpacing
        style.paragraphSpacingBefore = paragraphSpacingBefore; style.firstLineHeadIndent = firstLineHeadIndent
        style.headIndent = headIndent; style.tailIndent = tailIndent; style.lineBreakMode = lineBreakMode
        style.minimumLineHeight = minimumLineHeight; style.maximumLineHeight = maximumLineHeight
        style.lineHeightMultiple = lineHeightMultiple; style.hyphenationFactor = hyphenationFactor
        return style
    }
}

/// A paragraph style code changes, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    /// Sets every setting from `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { _ = obj.copied(as: self) }
}

/// How a line too long for its width breaks, as UIKit's `NSLineBreakMode` (Apple's raw values).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
