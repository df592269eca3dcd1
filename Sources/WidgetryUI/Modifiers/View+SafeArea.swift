import Foundation

// SwiftUI's `safeAreaPadding` (iOS 17) widens the safe area instead of padding the view: content inside
// is laid out inset as with `padding`, while backgrounds that ignore the safe area still reach the edge.
// A widget's content has no safe area of its own and Widgetry's backgrounds fill their view's frame, so
// the inset content is what a render can differ by: it is laid out as `padding` lays it out.
extension View {
    /// Adds `length` (the system's 16 points when `nil`) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds `insets` to the safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}
