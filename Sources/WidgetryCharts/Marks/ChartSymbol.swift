import Foundation
import WidgetryUI

/// A shape a `PointMark` (or a line's points, or a legend entry) is drawn as, as in Swift Charts.
public protocol ChartSymbolShape: Shape {
    /// The part of the shape's frame that looks as large as a circle filling it.
    var perceptualUnitRect: CGRect { get }
}

/// Swift Charts' built-in symbols, in the order `symbol(by:)` hands them out.
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable, Hashable {
    enum Kind: String, Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    public static let circle = BasicChartSymbolShape(kind: .circle)
    public static let square = BasicChartSymbolShape(kind: .square)
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    public static let plus = BasicChartSymbolShape(kind: .plus)
    public static let cross = BasicChartSymbolShape(kind: .cross)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The symbols in the order a symbol scale assigns them (circle, square, triangle, diamond, pentagon,
    /// plus, cross, asterisk: the order of Swift Charts' `BasicChartSymbolShape` members).
    static let scale: [BasicChartSymbolShape] = Kind.allCases.map(BasicChartSymbolShape.init(kind:))

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol in `rect`; the strokes of plus, cross and asterisk are a fifth of the size thick.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let r = min(rect.width, rect.height) / 2
        func polygon(_ count: Int, rotation: Double) {
            for i in 0..<count {
                let a = rotation + Double(i) * 2 * .pi / Double(count)
                let p = CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a)))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        }
        func bars(_ angles: [Double]) {
            let t = r / 2.5
            for angle in angles {
                let dx = CGFloat(cos(angle)), dy = CGFloat(sin(angle))
                let nx = -dy * t / 2, ny = dx * t / 2
                path.move(to: CGPoint(x: c.x - dx * r + nx, y: c.y - dy * r + ny))
                path.addLine(to: CGPoint(x: c.x + dx * r + nx, y: c.y + dy * r + ny))
                path.addLine(to: CGPoint(x: c.x + dx * r - nx, y: c.y + dy * r - ny))
                path.addLine(to: CGPoint(x: c.x - dx * r - nx, y: c.y - dy * r - ny))
                path.closeSubpath()
            }
        }
        switch kind {
        case .circle: path.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square: path.addRect(CGRect(x: c.x - r * 0.85, y: c.y - r * 0.85, width: r * 1.7, height: r * 1.7))
        case .triangle: polygon(3, rotation: -.pi / 2)
        case .diamond: polygon(4, rotation: -.pi / 2)
        case .pentagon: polygon(5, rotation: -.pi / 2)
        case .plus: bars([0, .pi / 2])
        case .cross: bars([.pi / 4, 3 * .pi / 4])
        case .asterisk: bars([.pi / 2, .pi / 2 + .pi / 3, .pi / 2 + 2 * .pi / 3])
        }
        return path
    }
}

/// A symbol as a mark keeps it: its name (to tell symbols apart) and its outline.
struct ChartSymbolDrawing {
    var name: String
    var path: (CGRect) -> Path

    init<S: ChartSymbolShape>(_ shape: S) {
        name = (shape as? BasicChartSymbolShape)?.kind.rawValue ?? String(describing: S.self)
        path = { shape.path(in: $0) }
    }
}

/// Draws a symbol as a shape view.
struct ChartSymbolView: Shape {
    let symbol: ChartSymbolDrawing
    func path(in rect: CGRect) -> Path { symbol.path(rect) }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    // As in Swift Charts, `.symbol(.circle)` names the chart symbol, not SwiftUI's `Circle` shape.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}
