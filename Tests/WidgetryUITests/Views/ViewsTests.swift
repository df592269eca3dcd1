import Foundation
import Testing
import WidgetryGraphics
import WidgetryReference
@testable import WidgetryUI

@Suite struct ViewsTests {
    @Test("Image(systemName:) without a stand-in is a placeholder square about the font's size")
    func systemImage() {
        let result = layout(Image(systemName: "line.3.horizontal.decrease.circle").font(.body))
        // body is 17 pt at .large; the placeholder is 1.2 × 17 ≈ 20 pt square (SymbolNodeTests has the stand-ins).
        #expect(result.frame("Image(systemName: \"line.3.horizontal.decrease.circle\")").size == CGSize(width: 20, height: 20))
    }

    @Test("A named image is its pixel size ÷ its @2x scale; resizable takes the proposal")
    func namedImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var list = DisplayList(size: CGSize(width: 40, height: 20))
        list.append(.fill(.rectangle, CGRect(x: 0, y: 0, width: 40, height: 20), .color(.black)))
        try DisplayListRenderer.write(list, to: folder.appendingPathComponent("logo@2x.png"), scale: 1)
        let catalog = AssetCatalog(directories: [folder])
        let plain = layout(Image("logo")) { $0.assetCatalog = catalog }
        #expect(plain.frame("Image(\"logo\")").size == CGSize(width: 20, height: 10))   // 40×20 px at @2x
        let resized = layout(Image("logo").resizable().frame(width: 100, height: 30)) { $0.assetCatalog = catalog }
        #expect(resized.frame("Image(\"logo\")").size == CGSize(width: 100, height: 30))
    }

    @Test("A missing image takes a visible 24 pt placeholder")
    func missingImage() {
        let result = layout(Image("nowhere"))
        #expect(result.frame("Image(\"nowhere\")").size == ImageNode.placeholderSize)
    }

    @Test("Text(verbatim:), AnyView and EmptyView")
    func simpleViews() {
        let result = layout(VStack { Text(verbatim: "%d literal"); AnyView(Text("erased")); EmptyView() })
        #expect(result.texts.map(\.text.string) == ["%d literal", "erased"])
    }

    @Test("LazyVStack lays out like a VStack")
    func lazyStack() {
        let lazy = layout(LazyVStack { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) })
        #expect(lazy.frame("VStack").height == 28)
    }
}
