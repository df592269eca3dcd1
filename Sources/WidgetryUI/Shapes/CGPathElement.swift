import Foundation
import WidgetryGraphics

/// What a path element does, as Core Graphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One step of a path with its points (control points first, the end point last), as Core Graphics' `CGPathElement`:
/// what `CGPath.applyWithBlock` hands code that reads a path back (to encode it, or to draw it elsewhere).
public struct CGPathElement {
    /// What the step does.
    public var type: CGPathElementType
    /// Its points: one for a move or line, two for a quadratic curve, three for a cubic one, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls per element, as Core Graphics' `CGPathApplierFunction` (a C
/// function there; a Swift function here, as ``CGPathElement`` is a Swift struct: closures written for it fit both).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `block` with each element in drawing order, as `applyWithBlock(_:)`; the points are valid during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in outline.data.elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): type = .moveToPoint; points[0] = p
            case .line(let p): type = .addLineToPoint; points[0] = p
            case .quadCurve(let p, let c): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case .curve(let p, let c1, let c2): type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = p
            case .closeSubpath: type = .closeSubpath
            }
            var pathElement = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &pathElement) { block($0) }
        }
    }

    /// Calls `function` with `info` and each element, as `apply(info:function:)`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
