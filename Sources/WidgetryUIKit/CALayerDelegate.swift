import Foundation

/// What a layer asks the object that manages it, as Core Animation's `CALayerDelegate`: every `UIView` is its layer's
/// delegate on iOS, and view subclasses override `display(_:)` or `draw(_:in:)` to fill the layer themselves
/// (image views that play frames do). Layers are never drawn here, so nothing calls these; they compile and can be
/// called directly.
public protocol CALayerDelegate: AnyObject {
    /// Fills `layer`'s contents.
    func display(_ layer: CALayer)
    /// Draws `layer`'s contents into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out `layer`'s sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
}
