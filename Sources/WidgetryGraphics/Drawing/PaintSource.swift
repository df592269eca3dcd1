import CPangoCairo
import Foundation

/// Sets a ``Paint`` as a Cairo context's source.
enum PaintSource {
    /// Gradient unit coordinates are resolved against `bounds`.
    static func set(_ paint: Paint, bounds: CGRect, on cairo: OpaquePointer) {
        switch paint {
        case .color(let color):
            let c = color.clamped
            cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let stops, let start, let end):
            let usable = stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
            guard let first = usable.first else {
                cairo_set_source_rgba(cairo, 0, 0, 0, 0)
                return
            }
            guard usable.count > 1, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
                set(.color(first.color), bounds: bounds, on: cairo)
                return
            }
            let from = CGPoint(x: bounds.minX + start.x * bounds.width, y: bounds.minY + start.y * bounds.height)
            let to = CGPoint(x: bounds.minX + end.x * bounds.width, y: bounds.minY + end.y * bounds.height)
            let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
            for stop in usable {
                let c = stop.color.clamped
                cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.alpha)
            }
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        }
    }
}
