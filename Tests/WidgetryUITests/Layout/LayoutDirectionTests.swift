import Foundation
import Testing
@testable import WidgetryUI

/// `.environment(\.layoutDirection, …)` on part of a tree mirrors that part within its frame (issue 30:
/// it was honoured only for a whole render).
@Suite struct LayoutDirectionTests {
    private func row() -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        .frame(width: 100, alignment: .leading)
    }

    @Test("A right-to-left row inside a left-to-right render starts at its frame's right edge")
    func subtreeMirrors() {
        let result = layout(HStack(spacing: 0) {
            Color.gray.frame(width: 50, height: 10)
            row().environment(\.layoutDirection, .rightToLeft)
        }, width: 150, height: 50)
        let red = result.allElements.first { $0.kind == .color && $0.frame.width == 20 }!.frame
        let blue = result.allElements.first { $0.kind == .color && $0.frame.width == 30 }!.frame
        // The row's frame is x 50…150: mirrored, red (first) ends at 150 and blue sits left of it.
        #expect(abs(red.maxX - 150) < 0.001, "\(red)")
        #expect(abs(blue.maxX - 130) < 0.001, "\(blue)")
        // The grey view outside the subtree stays where left-to-right layout put it.
        #expect(result.allElements.contains { $0.kind == .color && $0.frame.minX == 0 && $0.frame.width == 50 })
    }

    @Test("Setting the direction the tree already has changes nothing")
    func sameDirectionIsUnchanged() {
        let plain = layout(row(), width: 100, height: 50)
        let same = layout(row().environment(\.layoutDirection, .leftToRight), width: 100, height: 50)
        #expect(plain.allElements.filter { $0.kind == .color }.map(\.frame) == same.allElements.filter { $0.kind == .color }.map(\.frame))
    }

    @Test("A left-to-right part of a right-to-left render keeps left-to-right positions")
    func ltrInsideRTL() {
        let result = layout(row().environment(\.layoutDirection, .leftToRight), width: 100, height: 50) { $0.layoutDirection = .rightToLeft }
        let red = result.allElements.first { $0.kind == .color && $0.frame.width == 20 }!.frame
        #expect(abs(red.minX) < 0.001, "\(red)")
    }
}
