import Foundation
import Testing
@testable import WidgetryGraphics

/// WidgetKit's accented rendering mode applied to a display list: two colours, opacity kept, images tinted.
@Suite struct AccentedDisplayListTests {
    private let primary = RGBAColor(red: 1, green: 1, blue: 1)
    private let accent = RGBAColor(red: 1, green: 0.6, blue: 0.2)
    private let rect = CGRect(x: 0, y: 0, width: 10, height: 10)

    @Test("Accent-group colours become the accent colour, others the primary colour, each keeping its opacity")
    func twoGroups() {
        let list = DisplayList(size: CGSize(width: 20, height: 20), commands: [
            .fill(.rectangle, rect, .color(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5))),
            .beginGroup(.accent),
            .fill(.ellipse, rect, .color(RGBAColor(red: 0, green: 1, blue: 0))),
            .endGroup,
        ])
        let accented = list.accented(primary: primary, accent: accent)
        #expect(accented.commands[0] == .fill(.rectangle, rect, .color(primary.withAlpha(0.5))))
        #expect(accented.commands[2] == .fill(.ellipse, rect, .color(accent)))
    }

    @Test("Images are tinted through their alpha unless their accented mode keeps them or desaturates them")
    func images() {
        let image = DrawCommand.image(path: "/photo.png", rect, .fill)
        func wrapped(_ mode: AccentedImageMode?) -> [DrawCommand] {
            let commands = mode.map { [.beginGroup(.accentedImage($0)), image, .endGroup] } ?? [image]
            return DisplayList(size: CGSize(width: 20, height: 20), commands: commands).accented(primary: primary, accent: accent).commands
        }
        #expect(wrapped(nil) == [.beginGroup(.tintedImages(primary, luminanceAsAlpha: false)), image, .endGroup])
        #expect(wrapped(.fullColor) == [.beginGroup(.accentedImage(.fullColor)), image, .endGroup])
        #expect(wrapped(.accentedDesaturated)
                == [.beginGroup(.accentedImage(.accentedDesaturated)), .beginGroup(.tintedImages(accent, luminanceAsAlpha: true)), image, .endGroup, .endGroup])
        #expect(wrapped(.desaturated)
                == [.beginGroup(.accentedImage(.desaturated)), .beginGroup(.tintedImages(primary, luminanceAsAlpha: true)), image, .endGroup, .endGroup])
    }

    @Test("StandBy at night keeps only red, carrying each colour's luma")
    func nightRed() {
        let green = RGBAColor(red: 0, green: 1, blue: 0).nightRed
        // Rec. 709 luma of pure green: 0.7152.
        #expect(abs(green.red - 0.7152) < 1e-9 && green.green == 0 && green.blue == 0)
    }
}
