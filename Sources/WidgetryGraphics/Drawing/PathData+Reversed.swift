import Foundation

extension PathData {
    /// The same outline drawn the other way: each subpath from its last point back to its first, subpaths in the
    /// same order, curves with their control points swapped. A closed subpath stays closed, starting where its
    /// closing line ended (its first point); its closing line becomes the first segment. UIKit's
    /// `UIBezierPath.reversing()`: the shape filled or stroked is unchanged, a trim or dash starts at the other end.
    public func reversed() -> PathData {
        /// One segment: its start, what it is (its end and control points as written), and its end.
        enum Segment { case line(CGPoint, CGPoint), quad(CGPoint, control: CGPoint, CGPoint), cubic(CGPoint, CGPoint, CGPoint, CGPoint) }
        var result: [Element] = []
        var segments: [Segment] = []
        var start = CGPoint.zero, current = CGPoint.zero, closed = false, open = false

        func flush() {
            defer { segments = []; closed = false; open = false }
            guard open else { return }
            if closed, current != start { segments.append(.line(current, start)) }
            let end = closed ? start : current
            result.append(.move(to: end))
            for segment in segments.reversed() {
                switch segment {
                case .line(let from, _): result.append(.line(to: from))
                case .quad(let from, let control, _): result.append(.quadCurve(to: from, control: control))
                case .cubic(let from, let c1, let c2, _): result.append(.curve(to: from, control1: c2, control2: c1))
                }
            }
            if closed { result.append(.closeSubpath) }
        }

        for element in elements {
            switch element {
            case .move(let point):
                flush()
                start = point; current = point; open = true
            case .line(let point):
                open = true
                segments.append(.line(current, point)); current = point
            case .quadCurve(let point, let control):
                open = true
                segments.append(.quad(current, control: control, point)); current = point
            case .curve(let point, let c1, let c2):
                open = true
                segments.append(.cubic(current, c1, c2, point)); current = point
            case .closeSubpath:
                closed = true
                flush()
                // After a close, drawing goes on from the subpath's first point.
                current = start
            }
        }
        flush()
        return PathData(elements: result)
    }
}
