import Foundation
import Testing
@testable import WidgetryUI

/// Anchors read in a reader's coordinates, and anchor preferences as popover-style highlight code sets them.
@Suite struct AnchorTests {
    final class Seen: @unchecked Sendable { var rect: CGRect?; var point: CGPoint?; var reader: CGRect? }

    struct HighlightKey: PreferenceKey {
        static let defaultValue: [Anchor<CGRect>] = []
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
    }

    @Test("proxy[anchor] moves an anchor's rectangle or point into the reader's coordinates")
    func subscriptInReaderCoordinates() throws {
        let seen = Seen()
        // A 10 × 10 view at (50, 60) in the widget; its bottom-trailing point is (60, 70).
        let box = CGRect(x: 50, y: 60, width: 10, height: 10)
        let view = GeometryReader { proxy in
            let _ = {
                seen.reader = proxy.frame(in: .global)
                seen.rect = proxy[Anchor(source: .bounds, frame: box)]
                seen.point = proxy[Anchor(source: .bottomTrailing, frame: box)]
            }()
            Color.clear
        }
        .frame(width: 100, height: 100)
        _ = layout(view, width: 300, height: 300)
        let reader = try #require(seen.reader)
        #expect(seen.rect == CGRect(x: 50 - reader.minX, y: 60 - reader.minY, width: 10, height: 10))
        #expect(seen.point == CGPoint(x: 60 - reader.minX, y: 70 - reader.minY))
    }

    @Test("anchorPreference hands its transform an anchor and the value reaches overlayPreferenceValue")
    func anchorPreferenceReachesReader() {
        let counted = Seen()
        let view = Text("Today")
            .anchorPreference(key: HighlightKey.self, value: .bounds) { [$0] }
            .overlayPreferenceValue(HighlightKey.self) { anchors in
                GeometryReader { proxy in
                    let _ = { counted.rect = anchors.first.map { proxy[$0] } }()
                    Color.clear
                }
            }
        _ = layout(view, width: 200, height: 100)
        // Made before layout: the anchor exists (one highlight), its rectangle has no size yet (see `Anchor`).
        #expect(counted.rect?.size == .zero)
    }
}
