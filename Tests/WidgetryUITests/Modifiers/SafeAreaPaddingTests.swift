import Foundation
import Testing
@testable import WidgetryUI

/// `safeAreaPadding` in its three declarations (Apple: `safeAreaPadding(_:_:)`, `safeAreaPadding(_: EdgeInsets)`,
/// `safeAreaPadding(_: CGFloat)`). A widget has no safe area of its own, so the content is inset as `padding` insets it.
@Suite struct SafeAreaPaddingTests {
    private func colorFrame<V: View>(_ view: V) -> CGRect {
        layout(view, width: 200, height: 100).allElements.first { $0.kind == .color }!.frame
    }

    @Test("Edges and a length inset only those edges; nil is the system's 16 pt")
    func edgesAndLength() {
        // 200 − 2 × 20 = 160 wide, the full 100 tall.
        let horizontal = colorFrame(Color.red.safeAreaPadding(.horizontal, 20))
        #expect(horizontal == CGRect(x: 20, y: 0, width: 160, height: 100))
        // Top only, default length: 100 − 16 = 84 tall, starting 16 pt down.
        let top = colorFrame(Color.red.safeAreaPadding(.top))
        #expect(top == CGRect(x: 0, y: 16, width: 200, height: 84))
    }

    @Test("EdgeInsets inset each edge by its own length, as padding(_: EdgeInsets) does")
    func insets() {
        let insets = EdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 30)
        // 200 − 10 − 30 = 160 wide from x 10; 100 − 4 − 6 = 90 tall from y 4.
        #expect(colorFrame(Color.red.safeAreaPadding(insets)) == CGRect(x: 10, y: 4, width: 160, height: 90))
        #expect(colorFrame(Color.red.safeAreaPadding(insets)) == colorFrame(Color.red.padding(insets)))
    }

    @Test("A single length insets every edge")
    func length() {
        #expect(colorFrame(Color.red.safeAreaPadding(12)) == CGRect(x: 12, y: 12, width: 176, height: 76))
    }
}
