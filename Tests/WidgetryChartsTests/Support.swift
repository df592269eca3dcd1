import Foundation
import WidgetryGraphics
import WidgetryUI

/// Lays `view` out in a canvas of `width` × `height` points.
func layout<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 200,
                     _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> LayoutResult {
    var environment = EnvironmentValues()
    configure(&environment)
    return LayoutEngine.layout(view, canvasSize: CGSize(width: width, height: height), environment: environment)
}

/// A placed shape: its element, kind and paint.
struct DrawnShape {
    var element: PlacedElement
    var kind: ShapeKind
    var fill: Paint?
    var stroke: Paint?
    var frame: CGRect { element.frame }

    /// The shape's outline points in root coordinates (for `.path` shapes).
    var points: [CGPoint] {
        guard case .path(let data) = kind else { return [] }
        return data.points.map { CGPoint(x: $0.x + frame.minX, y: $0.y + frame.minY) }
    }
}

extension LayoutResult {
    /// Every shape drawn, in drawing order.
    var shapes: [DrawnShape] {
        allElements.compactMap { element in
            switch element.content {
            case .shape(let kind, let fill, let stroke, _): return DrawnShape(element: element, kind: kind, fill: fill, stroke: stroke)
            case .styledStroke(let kind, let stroke, _): return DrawnShape(element: element, kind: kind, fill: nil, stroke: stroke)
            default: return nil
            }
        }
    }

    /// The filled rounded rectangles (bars and rectangle marks), in drawing order.
    var bars: [DrawnShape] {
        shapes.filter { if case .roundedRectangle = $0.kind { true } else { false } }
    }

    /// The text drawn, with its frame.
    var labels: [(string: String, frame: CGRect)] { texts.map { ($0.text.string, $0.element.frame) } }
}

/// Two rectangles equal within a hundredth of a point.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
}

func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 }
