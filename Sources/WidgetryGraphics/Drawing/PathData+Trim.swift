import Foundation

extension PathData {
    /// How many straight pieces a curve becomes when an outline is measured or trimmed. A quarter circle of
    /// 150 points' radius cut in 24 pieces strays 0.03 points from the curve: under a pixel at 3x.
    static let piecesPerCurve = 24

    /// The outline as straight segments, each subpath closed by its closing line; curves are split into
    /// ``piecesPerCurve`` pieces.
    func flattened() -> [(from: CGPoint, to: CGPoint, startsSubpath: Bool)] {
        var segments: [(from: CGPoint, to: CGPoint, startsSubpath: Bool)] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero, newSubpath = true
        func lineTo(_ point: CGPoint) {
            segments.append((current, point, newSubpath))
            current = point
            newSubpath = false
        }
        for element in elements {
            switch element {
            case .move(let point):
                current = point; subpathStart = point; newSubpath = true
            case .line(let point):
                lineTo(point)
            case .quadCurve(let end, let control):
                let start = current
                for step in 1...Self.piecesPerCurve {
                    let t = CGFloat(step) / CGFloat(Self.piecesPerCurve), u = 1 - t
                    lineTo(CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                                   y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .curve(let end, let c1, let c2):
                let start = current
                for step in 1...Self.piecesPerCurve {
                    let t = CGFloat(step) / CGFloat(Self.piecesPerCurve), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    lineTo(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                                   y: a * start.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .closeSubpath:
                if current != subpathStart { lineTo(subpathStart) }
                current = subpathStart
            }
        }
        return segments
    }

    /// The length of the outline, closing lines included.
    public var length: CGFloat {
        flattened().reduce(0) { $0 + hypot($1.to.x - $1.from.x, $1.to.y - $1.from.y) }
    }

    /// The part of the outline between `from` and `to`, fractions (0...1) of its whole length over every
    /// subpath in order, as SwiftUI's `trim(from:to:)` cuts it: open polylines, so stroking shows them and
    /// filling closes each piece with a straight line.
    public func trimmed(from: CGFloat, to: CGFloat) -> PathData {
        let start = min(max(from.isFinite ? from : 0, 0), 1), end = min(max(to.isFinite ? to : 1, 0), 1)
        guard end > start else { return PathData() }
        if start == 0 && end == 1 { return self }
        let segments = flattened()
        let lengths = segments.map { hypot($0.to.x - $0.from.x, $0.to.y - $0.from.y) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return PathData() }
        let low = start * total, high = end * total
        var result = PathData()
        var walked: CGFloat = 0
        var last: CGPoint?
        for (segment, length) in zip(segments, lengths) {
            defer { walked += length }
            guard walked + length > low, walked < high, length > 0 else { continue }
            func point(at distance: CGFloat) -> CGPoint {
                let t = min(max((distance - walked) / length, 0), 1)
                return CGPoint(x: segment.from.x + (segment.to.x - segment.from.x) * t, y: segment.from.y + (segment.to.y - segment.from.y) * t)
            }
            // A piece kept whole ends exactly at its ends, so that the next piece, which starts where it ended,
            // continues its subpath: interpolating at `(walked + length − walked) / length` can miss 1 by a
            // rounding step, and each miss started a new subpath stroked with its own caps — hairline seams
            // across a trimmed ring (issue 30 corpus, luispadron/UICircularProgressRing `RingSnapshotTest`).
            let a = low <= walked ? segment.from : point(at: low)
            let b = high >= walked + length ? segment.to : point(at: high)
            if last != a || segment.startsSubpath { result.elements.append(.move(to: a)) }
            result.elements.append(.line(to: b))
            last = b
        }
        return result
    }
}
