import Foundation

/// Where a list row's separator starts, as SwiftUI's `HorizontalAlignment.listRowSeparatorLeading`
/// (rows move it with `.alignmentGuide(.listRowSeparatorLeading) { … }`). Widgetry's lists draw separators
/// at their own inset, so the guide is a custom one no container aligns by: setting it moves nothing, as
/// it moves nothing but the separator on iOS.
private enum ListRowSeparatorLeading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

/// Where a list row's separator ends, as `HorizontalAlignment.listRowSeparatorTrailing`.
private enum ListRowSeparatorTrailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.trailing] }
}

extension HorizontalAlignment {
    /// The leading end of a list row's separator; no container aligns by it.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// The trailing end of a list row's separator.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}
