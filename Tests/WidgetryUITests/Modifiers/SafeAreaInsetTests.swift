import Foundation
import Testing
@testable import WidgetryUI

/// `safeAreaInset(edge:alignment:spacing:content:)` and iOS 26's `safeAreaBar`: the bar on its edge, the content laid
/// out beside it rather than under it; `contentMargins` (scroll views only) leaves other views as they were.
@Suite struct SafeAreaInsetTests {
    @Test("A bottom bar sits below the content, `spacing` apart, aligned across the full width")
    func bottomBar() {
        let result = layout(Color.blue.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 6) { Text("Updated 9:41") }, width: 200, height: 120)
        let bar = result.texts[0].element.frame
        let content = result.frame("Color[0]")
        #expect(bar.maxY == 120 && bar.minX == 0)
        // The content stops `spacing` above the bar instead of running under it.
        #expect(content.maxY == bar.minY - 6 && content.minY == 0 && content.width == 200)
    }

    @Test("A top bar and a trailing bar; safeAreaBar lays out as safeAreaInset; contentMargins changes no frame")
    func otherEdges() {
        let top = layout(Color.blue.safeAreaInset(edge: .top, spacing: 0) { Text("Lines") }, width: 200, height: 120)
        #expect(top.texts[0].element.frame.minY == 0 && abs(top.frame("Color[1]").minY - top.texts[0].element.frame.maxY) < 0.5, "\(top.frame("Color[1]")) \(top.texts[0].element.frame)")
        let side = layout(Color.blue.safeAreaInset(edge: .trailing, spacing: 0) { Text("3") }, width: 200, height: 120)
        #expect(side.texts[0].element.frame.maxX == 200 && side.frame("Color[0]").maxX == side.texts[0].element.frame.minX)
        let bar = layout(Color.blue.safeAreaBar(edge: .bottom, spacing: 6) { Text("Updated 9:41") }, width: 200, height: 120)
        let inset = layout(Color.blue.safeAreaInset(edge: .bottom, spacing: 6) { Text("Updated 9:41") }, width: 200, height: 120)
        #expect(bar.texts[0].element.frame == inset.texts[0].element.frame && bar.frame("Color[0]") == inset.frame("Color[0]"))
        let plain = layout(Text("Tides").padding(), width: 200, height: 120)
        let margins = layout(Text("Tides").padding().contentMargins(.horizontal, 20, for: .scrollContent), width: 200, height: 120)
        #expect(margins.texts[0].element.frame == plain.texts[0].element.frame)
    }
}
