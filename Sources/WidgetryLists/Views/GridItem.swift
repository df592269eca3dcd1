import Foundation
import WidgetryUI

/// A column of a ``LazyVGrid``, as in SwiftUI.
///
/// A grid written as in SwiftUI sizes its columns as SwiftUI does (fixed, flexible with limits, adaptive).
/// The self-sizing viewport grid (``LazyVGrid`` with a ``LazyLayoutState``) has equal columns instead:
/// `.flexible` columns share the width equally; `.adaptive` fits as many columns of at least `minimum`
/// points as the width allows; a `.fixed` column counts as one equal column.
public struct GridItem: Sendable, Hashable {
    /// How a column is sized.
    public enum Size: Sendable, Hashable {
        /// A column of one width (counted as an equal column in Widgetry).
        case fixed(CGFloat)
        /// A column sharing the width with the other flexible columns.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` points as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the column is sized.
    public var size: Size
    /// Space after this column, before the next; `nil` is the standard 8 points.
    public var spacing: CGFloat?
    /// SwiftUI's item alignment inside its cell; Widgetry aligns cells to the top leading corner.
    public var alignment: Alignment?

    /// Creates a column, flexible by default, as in SwiftUI.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The number of equal columns `items` make across `width` with `spacing` between columns: one per
    /// item, except that an `.adaptive` item stands for as many columns of its minimum as fit.
    static func columnCount(_ items: [GridItem], width: CGFloat, spacing: CGFloat) -> Int {
        var count = 0
        for item in items {
            if case .adaptive(let minimum, _) = item.size {
                let fitting = Int(((width + spacing) / (max(1, minimum) + spacing)).rounded(.down))
                count += max(1, fitting)
            } else {
                count += 1
            }
        }
        return max(1, count)
    }

    /// The column as the eager grid layout takes it.
    var track: GridTrack {
        switch size {
        case .fixed(let width): GridTrack(size: .fixed(width), spacing: spacing, alignment: alignment)
        case .flexible(let minimum, let maximum): GridTrack(size: .flexible(minimum: minimum, maximum: maximum), spacing: spacing, alignment: alignment)
        case .adaptive(let minimum, let maximum): GridTrack(size: .adaptive(minimum: minimum, maximum: maximum), spacing: spacing, alignment: alignment)
        }
    }
}
