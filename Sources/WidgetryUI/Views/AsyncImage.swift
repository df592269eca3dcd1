import Foundation

/// The loading phase of an ``AsyncImage``, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: @unchecked Sendable {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed to load.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    /// The loading error, if any.
    public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. In a widget it never loads: WidgetKit renders
/// the view once, synchronously, and does not wait for the download, so on a device a widget's
/// `AsyncImage` shows its placeholder — the empty phase — and Widgetry draws the same (load the data in
/// the timeline provider and use `Image(uiImage:)` instead). The default placeholder is a grey fill of the
/// space offered.
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// An image from `url` drawn through `content` at its phase (always ``AsyncImagePhase/empty`` here).
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    /// The placeholder phase.
    public var body: some View { content }
}

extension AsyncImage where Content == Color {
    /// An image from `url`: the standard grey placeholder filling the space offered.
    public init(url: URL?, scale: CGFloat = 1) { content = Color(uiColor: .systemFill) }
}

extension AsyncImage {
    /// An image from `url` drawn through `content` once loaded, `placeholder` until then (always here).
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }
}

/// Scrolls a scroll view to a row, as SwiftUI's `ScrollViewProxy`; a render shows the scroll view at rest.
public struct ScrollViewProxy: Sendable {
    /// Would scroll to the view with `id`; a render never scrolls.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a ``ScrollViewProxy``, as SwiftUI's `ScrollViewReader`: drawn as its content.
public struct ScrollViewReader<Content: View>: View {
    let content: Content

    /// Content built with a proxy whose `scrollTo` does nothing in a render.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }

    /// The content.
    public var body: some View { content }
}
