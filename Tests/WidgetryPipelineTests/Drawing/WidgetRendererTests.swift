import Foundation
import Testing
import WidgetryGraphics
import WidgetryPipeline
import WidgetryReference
import WidgetryUI
@testable import WidgetryKit

@Suite struct WidgetRendererTests {
    private func layout(_ family: WidgetFamily, device: DeviceProfile = DeviceCatalog.defaultDevice, options: WidgetOptions = WidgetOptions()) throws -> LayoutResult {
        try WidgetRenderer.layout(AnyView(Color.red), cell: WidgetCell(family: family, device: device), options: options, assets: AssetCatalog())
    }

    @Test("The canvas is the family's size on the device (iPhone 16: small 158², medium 338×158, large 338×354)")
    func familySizes() throws {
        #expect(try layout(.systemSmall).canvasSize == CGSize(width: 158, height: 158))
        #expect(try layout(.systemMedium).canvasSize == CGSize(width: 338, height: 158))
        #expect(try layout(.systemLarge).canvasSize == CGSize(width: 338, height: 354))
    }

    @Test("Content sits inside 16 pt margins (iOS 17 default); contentMarginsDisabled and accessory families have none")
    func margins() throws {
        #expect(try layout(.systemSmall).root.frame == CGRect(x: 16, y: 16, width: 126, height: 126))
        var options = WidgetOptions()
        options.contentMarginsDisabled = true
        #expect(try layout(.systemSmall, options: options).root.frame == CGRect(x: 0, y: 0, width: 158, height: 158))
        #expect(try layout(.accessoryCircular).root.frame == CGRect(x: 0, y: 0, width: 72, height: 72))
    }

    @Test("A family the device lacks is an error naming the families it has")
    func familyNotOnDevice() {
        #expect { try layout(.systemExtraLarge) } throws: { "\($0)".contains("systemSmall") }
    }

    @Test("Without a container background the widget is drawn on the system background, clipped to its corners")
    func defaultBackground() throws {
        let cell = WidgetCell(family: .systemSmall, colorScheme: .dark)
        let result = try WidgetRenderer.layout(AnyView(EmptyView()), cell: cell, options: WidgetOptions(), assets: AssetCatalog())
        let image = DisplayListRenderer.rasterize(WidgetRenderer.displayList(for: result, cell: cell), scale: 1)
        let centre = (79 * image.width + 79) * 4
        #expect(Array(image.rgba[centre..<centre + 4]) == [0, 0, 0, 255])   // black in dark mode
        #expect(image.rgba[3] == 0)                                          // the corner outside the 22 pt radius stays transparent
    }
}
