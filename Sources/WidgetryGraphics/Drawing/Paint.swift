import Foundation

/// What a shape or line is filled or stroked with.
public enum Paint: Sendable, Hashable {
    /// A solid colour.
    case color(RGBAColor)
    /// A linear gradient; `start` and `end` are in unit coordinates of the shape's rectangle
    /// ((0, 0) top-left, (1, 1) bottom-right), like SwiftUI's `UnitPoint`.
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
    /// A radial gradient around `center` (unit coordinates) from `startRadius` to `endRadius`. The radii are
    /// points, as `RadialGradient`'s; for an elliptical gradient they are fractions of the rectangle's width
    /// (horizontally) and height (vertically), as `EllipticalGradient`'s.
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, elliptical: Bool)
    /// An angular (conic) gradient around `center` (unit coordinates) from `startAngle` to `endAngle`, in
    /// radians clockwise from the positive x axis, as `AngularGradient`'s.
    case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: CGFloat, endAngle: CGFloat)
    /// A mesh gradient: a `width` × `height` grid of `points` (unit coordinates, row by row) each with its colour, the
    /// colours blended across each cell; outside the mesh, `background`. As SwiftUI's `MeshGradient` (iOS 18).
    /// Boxed (`indirect`): its payload is larger than the other cases', and a larger `Paint` enlarges every placed
    /// element, whose drawing recurses once per level of the tree (a deep tree then overflows a worker's stack).
    indirect case meshGradient(width: Int, height: Int, points: [CGPoint], colors: [RGBAColor], background: RGBAColor)
}

extension Paint {
    /// The gradient's stops, or `nil` for a solid colour.
    public var gradientStops: [GradientStop]? {
        switch self {
        case .color: nil
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _, _), .angularGradient(let stops, _, _, _): stops
        // The mesh's colours in order, spread evenly: what checks reading a gradient's colours need (contrast, tint).
        case .meshGradient(_, _, _, let colors, _):
            colors.enumerated().map { GradientStop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0) }
        }
    }

    /// The same paint with every colour passed through `transform`.
    public func mappingColors(_ transform: (RGBAColor) -> RGBAColor) -> Paint {
        func mapped(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: transform($0.color), location: $0.location) }
        }
        switch self {
        case .color(let color):
            return .color(transform(color))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: mapped(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let startRadius, let endRadius, let elliptical):
            return .radialGradient(stops: mapped(stops), center: center, startRadius: startRadius, endRadius: endRadius, elliptical: elliptical)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return .angularGradient(stops: mapped(stops), center: center, startAngle: startAngle, endAngle: endAngle)
        case .meshGradient(let width, let height, let points, let colors, let background):
            return .meshGradient(width: width, height: height, points: points, colors: colors.map(transform), background: transform(background))
        }
    }

    /// Whether every number in the paint is finite (a NaN centre or radius is drawn as the first colour).
    var hasFiniteGeometry: Bool {
        let locations = gradientStops?.allSatisfy { $0.location.isFinite } ?? true
        switch self {
        case .color:
            return true
        case .linearGradient(_, let start, let end):
            return locations && [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite)
        case .radialGradient(_, let center, let startRadius, let endRadius, _):
            return locations && [center.x, center.y, startRadius, endRadius].allSatisfy(\.isFinite)
        case .angularGradient(_, let center, let startAngle, let endAngle):
            return locations && [center.x, center.y, startAngle, endAngle].allSatisfy(\.isFinite)
        case .meshGradient(let width, let height, let points, let colors, _):
            return width >= 2 && height >= 2 && points.count == width * height && colors.count == points.count
                && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        }
    }
}
