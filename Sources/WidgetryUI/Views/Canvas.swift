import Foundation

/// An immediate-mode drawing view, as SwiftUI's `Canvas`: it takes the space offered (as SwiftUI's does) and its
/// renderer runs once that size is known, drawing into a ``GraphicsContext`` that records each path, text and image
/// as a view placed where the renderer put it, in drawing order. So a sparkline, a clock face or a gauge drawn in a
/// canvas appears in the render and its text is checked like any other.
///
/// What is not drawn: the views passed in `symbols:` (``GraphicsContext/resolveSymbol(id:)`` answers `nil`, so renderers
/// skip them), filters and blend modes (accepted); rotation and scale reach paths fully but text and images only
/// through where they are placed. A canvas with symbols carries an info finding (`acceptedWithoutEffect`).
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let hasSymbols: Bool

    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
        hasSymbols = false
    }

    /// A canvas drawn by `renderer` with resolvable `symbols` (the symbols are not drawn here).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        hasSymbols = true
    }

    /// The space offered, with what the renderer drew there.
    public var body: some View {
        GeometryReader { proxy in
            Self.drawing(renderer, size: proxy.size)
        }
        .acceptedWithoutEffect("Canvas symbols", "the views passed in symbols: are not drawn (resolveSymbol(id:) answers nil)",
                               when: hasSymbols)
    }

    /// The recorded drawing: each operation a view the size of the canvas, stacked in drawing order.
    static func drawing(_ renderer: (inout GraphicsContext, CGSize) -> Void, size: CGSize) -> some View {
        let recording = GraphicsContext.Recording()
        var context = GraphicsContext(recording: recording, size: size, environment: EnvironmentValues.ofCurrentView)
        renderer(&context, size)
        let layers = recording.layers
        return ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(layers.indices, id: \.self) { layers[$0] }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}
