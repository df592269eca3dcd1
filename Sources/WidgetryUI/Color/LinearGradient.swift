import Foundation
import WidgetryGraphics

/// Colours and where they sit along a gradient, as in SwiftUI.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(n)) }
    }
    /// Explicit stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// The stops with their colours resolved for drawing.
    func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolve(in: environment), location: $0.location) }
    }
}

/// A linear gradient: a ``ShapeStyle`` and a view that fills the space it is offered.
public struct LinearGradient: ShapeStyle, Hashable, Sendable, PaintResolving {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// A gradient between two unit points.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// A gradient of evenly spread colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A gradient of explicit stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(
            stops: gradient.resolvedStops(in: environment),
            start: CGPoint(x: startPoint.x, y: startPoint.y), end: CGPoint(x: endPoint.x, y: endPoint.y))
    }
}

extension LinearGradient: GradientView {}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient style.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient style of evenly spread colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
