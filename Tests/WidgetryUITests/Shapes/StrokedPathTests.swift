import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// `Path.strokedPath(_:)`: the area a stroke covers, as a path to fill (a progress ring's `path(in:)` returns it).
@Suite struct StrokedPathTests {
    private func covers(_ path: Path, _ x: CGFloat, _ y: CGFloat) -> Bool { path.data.contains(CGPoint(x: x, y: y), rule: .nonZero) }

    @Test("A 4 pt butt-capped line covers 2 pt either side of it and nothing past its ends")
    func buttLine() {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 10)); $0.addLine(to: CGPoint(x: 100, y: 10)) }
        let outline = line.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(outline.boundingRect == CGRect(x: 0, y: 8, width: 100, height: 4))
        #expect(covers(outline, 50, 11.5) && !covers(outline, 50, 12.5) && !covers(outline, 101, 10))
    }

    @Test("Round and square caps reach half the width past the ends")
    func caps() {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 10)); $0.addLine(to: CGPoint(x: 100, y: 10)) }
        let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(abs(round.boundingRect.minX - -2) < 0.01 && abs(round.boundingRect.maxX - 102) < 0.01)
        #expect(covers(round, 101.5, 10) && !covers(round, 101.5, 11.9))
        let square = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(square.boundingRect == CGRect(x: -2, y: 8, width: 104, height: 4))
        #expect(covers(square, 101.5, 11.5))
    }

    @Test("A stroked circle is a ring: its band is covered, its centre is not")
    func ring() {
        // A 100 pt ring with a 10 pt line, as a progress ring draws it: the band runs from radius 45 to 55.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = circle.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(covers(ring, 50, 2) && covers(ring, 97, 50) && covers(ring, 50, 103))
        #expect(!covers(ring, 50, 50) && !covers(ring, 50, 10) && !covers(ring, 50, -6))
        #expect(abs(ring.boundingRect.width - 110) < 0.5)
    }

    @Test("A mitred corner reaches its tip; a bevelled one is cut; a dash pattern leaves gaps")
    func joinsAndDashes() {
        let corner = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 50, y: 0)); $0.addLine(to: CGPoint(x: 50, y: 50)) }
        // The outer corner of a right angle: its mitre tip is at (55, -5) for a 10 pt line.
        #expect(covers(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter)), 54.5, -4.5))
        #expect(!covers(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel)), 54.5, -4.5))
        let line = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5]))
        #expect(covers(dashed, 5, 0) && !covers(dashed, 12, 0) && covers(dashed, 17, 0))
    }
}
