import Foundation

/// Finds non-finite numbers in commands: Cairo turns a single NaN into a permanent error state that
/// silently blanks the rest of the drawing, so such commands are skipped instead (and reported once).
enum GeometryCheck {
    static func isFinite(_ command: DrawCommand) -> Bool {
        switch command {
        case .fill(let shape, let rect, let paint):
            return finite(rect) && finite(shape) && finite(paint)
        case .stroke(let shape, let rect, let paint, let lineWidth):
            return finite(rect) && finite(shape) && finite(paint) && lineWidth.isFinite
        case .strokeStyled(let shape, let rect, let paint, let options):
            return finite(rect) && finite(shape) && finite(paint) && options.lineWidth.isFinite && options.miterLimit.isFinite
                && options.dashPhase.isFinite && options.dash.allSatisfy { $0.isFinite && $0 >= 0 }
        case .line(let from, let to, let paint, let lineWidth):
            return finite(from) && finite(to) && finite(paint) && lineWidth.isFinite
        case .text(_, _, let rect), .image(_, let rect, _), .symbolPlaceholder(_, let rect, _):
            return finite(rect)
        case .symbolStandIn(_, let fontSize, let rect, _):
            return finite(rect) && fontSize.isFinite
        case .beginClip(let shape, let rect):
            return finite(rect) && finite(shape)
        case .beginLayer(let opacity):
            return opacity.isFinite
        case .beginTransform(let transform):
            return transform.isUsable
        case .beginShadow(_, let radius, let offset):
            return radius.isFinite && radius >= 0 && offset.width.isFinite && offset.height.isFinite
        case .endClip, .endLayer, .endTransform, .endShadow, .beginGroup, .endGroup:
            return true
        }
    }

    static func finite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }

    static func finite(_ point: CGPoint) -> Bool {
        point.x.isFinite && point.y.isFinite
    }

    private static func finite(_ shape: ShapeKind) -> Bool {
        switch shape {
        case .roundedRectangle(let radius, _): radius.isFinite
        case .path(let path): path.points.allSatisfy(finite)
        case .rectangle, .ellipse, .capsule: true
        }
    }

    private static func finite(_ paint: Paint) -> Bool {
        paint.hasFiniteGeometry
    }

    /// A short name for messages.
    static func name(of command: DrawCommand) -> String {
        switch command {
        case .fill: "fill"
        case .stroke: "stroke"
        case .strokeStyled: "strokeStyled"
        case .line: "line"
        case .text: "text"
        case .image: "image"
        case .symbolPlaceholder: "symbolPlaceholder"
        case .symbolStandIn: "symbolStandIn"
        case .beginClip: "beginClip"
        case .endClip: "endClip"
        case .beginLayer: "beginLayer"
        case .endLayer: "endLayer"
        case .beginTransform: "beginTransform"
        case .endTransform: "endTransform"
        case .beginShadow: "beginShadow"
        case .endShadow: "endShadow"
        case .beginGroup: "beginGroup"
        case .endGroup: "endGroup"
        }
    }
}
