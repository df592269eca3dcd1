import CPangoCairo
import Foundation

/// Sets a ``Paint`` as a Cairo context's source.
enum PaintSource {
    /// Gradient unit coordinates are resolved against `bounds`.
    static func set(_ paint: Paint, bounds: CGRect, on cairo: OpaquePointer) {
        if case .color(let color) = paint {
            let c = color.clamped
            cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
            return
        }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        if case .meshGradient(let width, let height, let points, let colors, let background) = paint {
            guard paint.hasFiniteGeometry else {
                // A mesh whose sizes disagree draws nothing of its own, as SwiftUI draws such a mesh: its background.
                return set(.color(background), bounds: bounds, on: cairo)
            }
            let pattern = meshPattern(width: width, height: height, points: points.map(point), colors: colors)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
            return
        }
        let usable = (paint.gradientStops ?? []).filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        guard let first = usable.first else {
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
            return
        }
        guard usable.count > 1, paint.hasFiniteGeometry else {
            set(.color(first.color), bounds: bounds, on: cairo)
            return
        }
        let pattern: OpaquePointer?
        switch paint {
        case .color:
            return
        case .linearGradient(_, let start, let end):
            let from = point(start), to = point(end)
            pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
            addStops(usable, to: pattern)
        case .radialGradient(_, let center, let startRadius, let endRadius, let elliptical):
            // SwiftUI pads a radial gradient: inside the start radius the first colour, past the end the last.
            let middle = point(center)
            if elliptical {
                // Drawn as a circle in unit space stretched to the rectangle, so fractions follow each axis.
                pattern = cairo_pattern_create_radial(0, 0, max(0, startRadius), 0, 0, max(0, endRadius))
                var matrix = cairo_matrix_t()
                cairo_matrix_init_translate(&matrix, middle.x, middle.y)
                cairo_matrix_scale(&matrix, max(bounds.width, 1e-6), max(bounds.height, 1e-6))
                cairo_matrix_invert(&matrix)
                cairo_pattern_set_matrix(pattern, &matrix)
            } else {
                pattern = cairo_pattern_create_radial(middle.x, middle.y, max(0, startRadius), middle.x, middle.y, max(0, endRadius))
            }
            addStops(usable, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        case .angularGradient(_, let center, let startAngle, let endAngle):
            pattern = conicPattern(usable, center: point(center), startAngle: startAngle, endAngle: endAngle, bounds: bounds)
        case .meshGradient:
            return
        }
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A mesh gradient as a Cairo mesh: each cell of the grid a patch whose four corners carry their points' colours,
    /// blended across it (Cairo's Coons patches interpolate bilinearly; SwiftUI's `smoothsColors` curve between cells is
    /// not reproduced). Outside the mesh nothing is drawn, so the view's background shows.
    private static func meshPattern(width: Int, height: Int, points: [CGPoint], colors: [RGBAColor]) -> OpaquePointer? {
        let pattern = cairo_pattern_create_mesh()
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                // Corners 0…3 clockwise from the top left, as Cairo numbers a patch's corners in drawing order.
                let corners = [row * width + column, row * width + column + 1, (row + 1) * width + column + 1, (row + 1) * width + column]
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, points[corners[0]].x, points[corners[0]].y)
                for corner in corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, points[corner].x, points[corner].y) }
                for (index, corner) in corners.enumerated() {
                    let c = colors[corner].clamped
                    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), c.red, c.green, c.blue, c.alpha)
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
        }
        return pattern
    }

    private static func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for stop in stops {
            let c = stop.color.clamped
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.alpha)
        }
    }

    /// A conic gradient as a Cairo mesh: thin triangles around the centre, each blending the colours at its two
    /// edge angles. Angles outside `startAngle...endAngle` take the nearer end's colour, as SwiftUI pads them.
    private static func conicPattern(
        _ stops: [GradientStop], center: CGPoint, startAngle: CGFloat, endAngle: CGFloat, bounds: CGRect
    ) -> OpaquePointer? {
        let pattern = cairo_pattern_create_mesh()
        // Far enough to cover the rectangle from any centre inside or near it.
        let radius = 2 * (bounds.width + bounds.height) + abs(center.x - bounds.midX) + abs(center.y - bounds.midY) + 1
        let span = endAngle - startAngle
        // The gap left by a sweep under a full turn is split between the last colour (after the end) and the
        // first (before the start).
        let gap = max(0, 2 * .pi - abs(span))
        let direction: CGFloat = span < 0 ? -1 : 1
        let fractionAt: (CGFloat) -> CGFloat = { angle in
            span == 0 ? 0 : min(max((angle - startAngle) / span, 0), 1)
        }
        let from = startAngle - direction * gap / 2
        let to = endAngle + direction * gap / 2
        let steps = max(8, Int((abs(to - from) / (.pi / 90)).rounded(.up)))  // at most 2° per triangle
        for index in 0..<steps {
            let a0 = from + (to - from) * CGFloat(index) / CGFloat(steps)
            let a1 = from + (to - from) * CGFloat(index + 1) / CGFloat(steps)
            let c0 = color(at: fractionAt(a0), in: stops).clamped
            let c1 = color(at: fractionAt(a1), in: stops).clamped
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            cairo_mesh_pattern_set_corner_color_rgba(pattern, 0, c0.red, c0.green, c0.blue, c0.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(pattern, 1, c0.red, c0.green, c0.blue, c0.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(pattern, 2, c1.red, c1.green, c1.blue, c1.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(pattern, 3, c1.red, c1.green, c1.blue, c1.alpha)
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    /// The colour a gradient of sorted `stops` has at `fraction`, blending linearly between neighbours.
    static func color(at fraction: CGFloat, in stops: [GradientStop]) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if fraction <= first.location { return first.color }
        if fraction >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location >= fraction } ?? stops.count - 1
        let low = stops[max(upper - 1, 0)], high = stops[upper]
        let t = high.location == low.location ? 1 : (fraction - low.location) / (high.location - low.location)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * Double(t) }
        return RGBAColor(red: mix(low.color.red, high.color.red), green: mix(low.color.green, high.color.green),
                         blue: mix(low.color.blue, high.color.blue), alpha: mix(low.color.alpha, high.color.alpha))
    }
}
