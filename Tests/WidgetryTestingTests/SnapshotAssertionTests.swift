import Foundation
import Testing
import Widgetry
@testable import WidgetryTesting
import WidgetryGraphics

/// The view the committed reference `__Snapshots__/SnapshotAssertionTests/badge-small.png` shows.
private struct Badge: View {
    var body: some View {
        VStack(spacing: 4) {
            Text("42").font(.largeTitle).bold()
            Text("steps").font(.caption).foregroundStyle(.secondary)
        }
    }
}

@Suite struct SnapshotAssertionTests {
    @Test("A render matches its committed reference")
    func matchesReference() {
        assertSnapshot(of: Badge(), family: .systemSmall, named: "badge-small")
    }

    @Test("A different render fails against the same reference")
    func mismatchFails() {
        withKnownIssue {
            assertSnapshot(of: Badge().foregroundColor(.red), family: .systemSmall, named: "badge-small")
        }
    }

    @Test("Pixel comparison: identical images differ by 0, one changed pixel of 4 by 25%, other sizes by infinity")
    func comparison() {
        let a = RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
        var b = a
        b.rgba[0] = 0
        #expect(SnapshotComparison.differingFraction(a, a) == 0)
        #expect(SnapshotComparison.differingFraction(a, b) == 0.25)
        #expect(SnapshotComparison.differingFraction(a, RasterImage(width: 1, height: 1, rgba: [0, 0, 0, 0])).isInfinite)
    }
}
