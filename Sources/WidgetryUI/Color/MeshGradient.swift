import Foundation
import WidgetryGraphics

/// A two-dimensional gradient: a grid of points, each with a colour, blended across the cells between them; a
/// ``ShapeStyle`` and a view that fills the space it is offered, as SwiftUI's `MeshGradient` (iOS 18).
///
/// Points are in unit coordinates of the view ((0, 0) top left, (1, 1) bottom right), row by row. Each cell is drawn as
/// a patch whose corners carry their colours, blended bilinearly; SwiftUI's curved blending between cells
/// (`smoothsColors`) and Bézier control points are not reproduced, so colours change a little more sharply at cell
/// edges — the colours at the points and the mesh's extent are iOS's. A mesh whose point and colour counts do not
/// match `width × height` draws its background only.
public struct MeshGradient: ShapeStyle, Hashable, Sendable, PaintResolving {
    /// A point of the mesh: a position, or a position with Bézier control points.
    public enum Location: Hashable, Sendable {
        case point(SIMD2<Float>)
        case bezierPoint(BezierPoint)

        var position: SIMD2<Float> {
            switch self {
            case .point(let point): point
            case .bezierPoint(let point): point.position
            }
        }
    }

    /// A point with the control points of the curves leaving it, as `MeshGradient.BezierPoint`.
    public struct BezierPoint: Hashable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The mesh's colours, as `MeshGradient.Colors`.
    public enum Colors: Hashable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// The number of points in a row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The points, row by row.
    public var locations: [Location]
    /// A colour per point.
    public var colors: Colors
    /// What shows outside the mesh.
    public var background: Color
    /// Whether colours curve between cells (accepted; blended bilinearly here).
    public var smoothsColors: Bool
    /// The space colours blend in (accepted; blended in device RGB here).
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` points with a colour each.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: points.map(Location.point), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points with a resolved colour each.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: points.map(Location.point), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of Bézier points with a colour each.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: bezierPoints.map(Location.bezierPoint), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of locations and colours.
    public init(width: Int, height: Int, locations: [Location], colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    func paint(in environment: EnvironmentValues) -> Paint {
        let resolved: [RGBAColor] = switch colors {
        case .colors(let colors): colors.map { $0.resolve(in: environment) }
        case .resolvedColors(let colors): colors
        }
        return .meshGradient(width: width, height: height,
                             points: locations.map { CGPoint(x: CGFloat($0.position.x), y: CGFloat($0.position.y)) },
                             colors: resolved, background: background.resolve(in: environment))
    }
}

extension MeshGradient: View, PrimitiveView {
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        // The background under the mesh, then the mesh: where the points leave part of the view uncovered, the background shows.
        let mesh = ShapeNode(shape: .rectangle, fill: paint(in: context.environment), stroke: nil, name: "MeshGradient", context: context)
        guard background != .clear else { return [mesh] }
        let under = ShapeNode(shape: .rectangle, fill: .color(background.resolve(in: context.environment)), stroke: nil,
                              name: "MeshGradient", context: context)
        return [ZStackNode(alignment: .center, children: [under, mesh], name: "MeshGradient", context: context)]
    }
}
