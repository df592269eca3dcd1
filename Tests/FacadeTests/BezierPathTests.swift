import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetryPipeline

/// A shape that rounds some corners of a view through UIKit's paths, as apps commonly write it.
private struct SomeCornersRounded: Shape {
    var corners: UIRectCorner = .allCorners
    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: 8, height: 8))
        return Path(path.cgPath)
    }
}

@Suite struct BezierPathTests {
    @Test("byRoundingCorners rounds only the named corners: the same outline as UnevenRoundedRectangle's")
    func someCorners() {
        let rect = CGRect(x: 0, y: 0, width: 120, height: 40)
        let left = SomeCornersRounded(corners: [.topLeft, .bottomLeft]).path(in: rect)
        #expect(left == UnevenRoundedRectangle(topLeadingRadius: 8, bottomLeadingRadius: 8).path(in: rect))
        #expect(left != SomeCornersRounded(corners: [.topRight, .bottomRight]).path(in: rect))
        #expect(SomeCornersRounded().path(in: rect).boundingRect.insetBy(dx: -0.01, dy: -0.01).contains(rect))
        _ = Text("Mon").padding().background(Color.blue).clipShape(SomeCornersRounded(corners: [.topLeft, .topRight]))
    }

    @Test("UIKit's clockwise arc from 0 to π/2 sweeps down through the lower right, as on screen (y grows down)")
    func arcDirection() {
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = arc.bounds
        #expect(box.minX > -0.01 && box.minY > -0.01 && box.maxX < 10.01 && box.maxY < 10.01)
        #expect(NSString(data: Data("ok".utf8), encoding: String.Encoding.utf8) == "ok")
        #expect(NSString(data: Data("ok".utf8), encoding: NSUTF8StringEncoding) == "ok")
    }
}
