import Foundation

extension View {
    /// Masks the view with another view's opaque parts, as SwiftUI's `mask(alignment:_:)`. A shape mask
    /// (the common case: `.mask(RoundedRectangle(…))`, `.mask(Circle())`) clips to the shape exactly; any
    /// other mask view is drawn as no mask, with an info finding, as Widgetry composites without alpha masks.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        masked(by: mask())
    }

    /// Masks the view with another view, as SwiftUI's older `mask(_:)`.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        masked(by: mask)
    }

    private func masked<Mask: View>(by mask: Mask) -> AnyView {
        if let shape = mask as? any Shape {
            return AnyView(clipShape(shape))
        }
        return AnyView(acceptedWithoutEffect("mask(\(Mask.self))", "only shape masks clip; other views mask nothing"))
    }
}
