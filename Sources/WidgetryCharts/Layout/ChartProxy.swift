import Foundation
import WidgetryUI

/// What a `chartOverlay` or `chartBackground` view is told about the chart, as Swift Charts' `ChartProxy`: the plot's
/// frame and size, and conversions between data values and positions.
///
/// Overlays are how apps add touch selection (a clear rectangle with a drag gesture that asks `value(atX:)`) and draw
/// the selected value's rule (`position(forX:)` of the selection, `nil` until a touch). A widget is never touched, so
/// no selection exists: the conversions answer `nil` (the chart's scales are not handed to its overlay here), and the
/// plot frame is the overlay's own frame — the whole chart, axes included (on a device it is inset by the axes).
public struct ChartProxy {
    let frame: CGRect

    /// The plot area's frame, as iOS 16's `plotAreaFrame`.
    public var plotAreaFrame: Anchor<CGRect> { Anchor(source: .bounds, frame: frame) }
    /// The plot's frame, as iOS 17's `plotFrame`.
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }
    /// The frame of the plot with its axes, as iOS 17's `plotContainerFrame`.
    public var plotContainerFrame: Anchor<CGRect>? { plotAreaFrame }
    /// The plot area's size, as iOS 16's `plotAreaSize`.
    public var plotAreaSize: CGSize { frame.size }
    /// The plot's size, as iOS 17's `plotSize`.
    public var plotSize: CGSize { frame.size }

    /// The horizontal position of `value`: `nil` here (see the type's notes).
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    /// The vertical position of `value`: `nil` here.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    /// The position of an x and y value: `nil` here.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? { nil }
    /// The x value at a horizontal position: `nil` here (no touch reaches a widget).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// The y value at a vertical position: `nil` here.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// The x and y values at a point: `nil` here.
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? { nil }
}

extension View {
    /// A view drawn over the chart that knows the chart's geometry, as Swift Charts' `chartOverlay(alignment:content:)`:
    /// laid out in the chart's frame.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        overlay { ChartProxyReader(alignment: alignment, content: content) }
    }

    /// A view drawn behind the chart that knows the chart's geometry, as Swift Charts' `chartBackground(alignment:content:)`.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        background { ChartProxyReader(alignment: alignment, content: content) }
    }

    /// Binds the x value a touch selects, as iOS 17's `chartXSelection(value:)`: no touch reaches a widget, so the
    /// binding keeps its value (usually `nil`, the unselected chart the widget shows).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Binds the x range a two-finger touch selects; kept as it is.
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// Binds the y value a touch selects; kept as it is.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Binds the y range a touch selects; kept as it is.
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// Binds the sector a touch selects in a pie chart; kept as it is.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}

/// Builds an overlay's content with a proxy for the frame it is given (the chart's).
struct ChartProxyReader<V: View>: View {
    let alignment: Alignment
    let content: (ChartProxy) -> V

    var body: some View {
        GeometryReader { geometry in
            content(ChartProxy(frame: geometry.frame(in: .global)))
                .frame(width: geometry.size.width, height: geometry.size.height, alignment: alignment)
        }
    }
}
