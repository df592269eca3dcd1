import Foundation

/// Where views line up across a vertical stack's width, as in SwiftUI.
public struct HorizontalAlignment: Sendable, Hashable {
    enum Guide: Sendable, Hashable { case leading, center, trailing }
    let guide: Guide
    public static let leading = HorizontalAlignment(guide: .leading)
    public static let center = HorizontalAlignment(guide: .center)
    public static let trailing = HorizontalAlignment(guide: .trailing)

    /// The guide's offset from the leading edge of a view of `width` (left-to-right coordinates).
    func offset(in width: CGFloat) -> CGFloat {
        switch guide {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }
}

/// Where views line up across a horizontal stack's height, as in SwiftUI, including text baselines.
public struct VerticalAlignment: Sendable, Hashable {
    enum Guide: Sendable, Hashable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
    let guide: Guide
    public static let top = VerticalAlignment(guide: .top)
    public static let center = VerticalAlignment(guide: .center)
    public static let bottom = VerticalAlignment(guide: .bottom)
    /// The first line of text's baseline; a view without text uses its bottom, as in SwiftUI.
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    /// The last line of text's baseline.
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}

/// A horizontal and a vertical alignment, as in SwiftUI.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    /// Combines two alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
}
