import SwiftUI
import Testing
import UIKit
import WidgetKit
import WidgetryPipeline

/// UIKit code inside a widget's view sees the device the cell is rendered for.
@Suite struct UIKitInWidgetTests {
    struct ScreenWidthView: View {
        var body: some View {
            Text("\(Int(UIScreen.main.bounds.width))")
                .containerBackground(for: .widget) { Color(uiColor: .systemBackground) }
        }
    }

    @Test(arguments: [("iPhone SE", "375"), ("iPhone 16 Pro Max", "440")])
    func screenBoundsAreTheCellsDevice(device: String, width: String) throws {
        // Screen widths in points: iPhone SE (2nd/3rd gen.) 375, iPhone 16 Pro Max 440 (Reference/widget-sizes.json).
        guard let profile = DeviceCatalog.device(named: device) else { return }
        let cell = CellPipeline().render(AnyView(ScreenWidthView()), named: "screen", in: WidgetCell(family: .systemSmall, device: profile), output: .layout)
        #expect(try #require(cell.layout).texts.map(\.text.string) == ["\(Int(profile.screenSize.width))"])
        #expect(profile.name != device || Int(profile.screenSize.width) == Int(width))
    }
}
