import Foundation

/// A geometry value of a view, read in another view's coordinates, as SwiftUI's `Anchor`: a `GeometryReader` turns it
/// into its own coordinates with `proxy[anchor]`.
///
/// The value is kept in the widget's coordinates. An anchor made from a view's frame at placement (a chart's plot frame
/// in `chartOverlay`) is exact; one passed through `anchorPreference` is made when the view is built, before layout,
/// so it is taken at the widget's origin with no size — the same limit as preferences set inside a `GeometryReader`.
public struct Anchor<Value> {
    let value: Value

    /// Where an anchor's value comes from: a view's bounds, a rectangle or a point of it.
    public struct Source: Sendable, Hashable {
        let name: String
        let geometry: Geometry
    }

    enum Geometry: Sendable, Hashable {
        case bounds
        case rect(CGRect)
        case unitPoint(UnitPoint)
        case point(CGPoint)
    }
}

extension Anchor.Source {
    /// The value for a view whose frame (in the widget's coordinates) is `frame`.
    func resolve(in frame: CGRect) -> Value {
        // Each kind of geometry is made only by the extension whose `Value` it produces, so the casts hold.
        switch geometry {
        case .bounds: return frame as! Value
        case .rect(let rect): return rect.offsetBy(dx: frame.minX, dy: frame.minY) as! Value
        case .unitPoint(let unit): return CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height) as! Value
        case .point(let point): return CGPoint(x: frame.minX + point.x, y: frame.minY + point.y) as! Value
        }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds", geometry: .bounds) }
    /// A rectangle in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "rect", geometry: .rect(rect)) }
}

extension Anchor.Source where Value == CGPoint {
    /// A point of the view given as a fraction of its size.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(name: "unitPoint", geometry: .unitPoint(point)) }
    /// A point in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(name: "point", geometry: .point(point)) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor {
    /// An anchor for a view placed at `frame` (the widget's coordinates).
    package init(source: Source, frame: CGRect) { value = source.resolve(in: frame) }
}

extension GeometryProxy {
    /// The anchor's value in this reader's own coordinates (a rectangle or point moved by the reader's origin).
    public subscript<T>(anchor: Anchor<T>) -> T {
        switch anchor.value {
        case let rect as CGRect: return rect.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY) as! T
        case let point as CGPoint: return CGPoint(x: point.x - globalFrame.minX, y: point.y - globalFrame.minY) as! T
        default: return anchor.value
        }
    }
}

extension View {
    /// Sets `key`'s value from an anchor of this view, as SwiftUI's `anchorPreference(key:value:transform:)`. The anchor
    /// is made before layout here (see ``Anchor``).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        preference(key: key, value: transform(Anchor(source: value, frame: .zero)))
    }

    /// Changes `key`'s value with an anchor of this view, as SwiftUI's `transformAnchorPreference(key:value:transform:)`.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        let anchor = Anchor(source: value, frame: .zero)
        return transformPreference(key) { transform(&$0, anchor) }
    }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
