import Foundation
import Testing
import WidgetryReference
import WidgetryUI
import WidgetryUIKit

@Suite struct UIScreenTests {
    /// Shows what `UIScreen.main` and `UIDevice.current` answer while its body is built.
    struct ScreenReport: View {
        var body: some View {
            Text("\(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height))@\(Int(UIScreen.main.scale)) \(UIDevice.current.model)")
        }
    }

    @Test("Without a device in the environment, UIScreen.main is an iPhone 15 Pro: 393 × 852 pt at 3x (widget-sizes.json)")
    func defaultScreen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.model == "iPhone")
    }

    @Test("Inside a render for a named device, UIScreen and UIDevice answer with that device")
    func renderedDevice() throws {
        let pad = try #require(DeviceCatalog.device(named: "iPad Pro 12.9") ?? DeviceCatalog.all.first { $0.idiom == .pad })
        let text = layout(ScreenReport()) { $0.deviceProfile = pad }.texts[0].text.string
        #expect(text == "\(Int(pad.screenSize.width))x\(Int(pad.screenSize.height))@\(pad.defaultScale) iPad")
        #expect(layout(ScreenReport()).texts[0].text.string == "393x852@3 iPhone")
    }
}
