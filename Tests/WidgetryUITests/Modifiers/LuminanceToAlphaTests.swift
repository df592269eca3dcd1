import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// `luminanceToAlpha()` as widgets use it in the accented mode: a border or background turned into a mask, white
/// opaque and black clear.
@Suite struct LuminanceToAlphaTests {
    private func fills(_ result: LayoutResult) -> [RGBAColor] {
        result.displayList().commands.compactMap { command in
            if case .fill(_, _, .color(let color)) = command { return color }
            return nil
        }
    }

    @Test("Each colour becomes black whose opacity is its Rec. 709 luminance times its alpha")
    func coloursBecomeMasks() throws {
        let stack = VStack(spacing: 0) {
            Color.white.frame(width: 10, height: 10)
            Color(red: 0, green: 0, blue: 0).frame(width: 10, height: 10)
            Color(red: 0, green: 1, blue: 0, opacity: 0.5).frame(width: 10, height: 10)
        }
        let drawn = fills(layout(stack.luminanceToAlpha()))
        #expect(drawn.count == 3)
        #expect(drawn[0] == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(drawn[1] == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        // Green's luminance is 0.7152 (Rec. 709), times its alpha 0.5.
        #expect(abs(drawn[2].alpha - 0.7152 * 0.5) < 1e-9 && drawn[2].red == 0 && drawn[2].green == 0)
        // Without the modifier the colours are as given; layout is unchanged.
        #expect(fills(layout(stack)).first == RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(layout(stack.luminanceToAlpha()).root.frame == layout(stack).root.frame)
    }

    @Test("Image pixels inside the group are painted as black through their luminance")
    func imagesAreMasked() throws {
        // A 2 × 1 picture: a white pixel and a black one.
        let picture = DisplayList(size: CGSize(width: 2, height: 1), commands: [
            .fill(.rectangle, CGRect(x: 0, y: 0, width: 1, height: 1), .color(RGBAColor(red: 1, green: 1, blue: 1))),
            .fill(.rectangle, CGRect(x: 1, y: 0, width: 1, height: 1), .color(RGBAColor(red: 0, green: 0, blue: 0))),
        ])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("luma-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try DisplayListRenderer.render(picture, format: .png, scale: 1).write(to: file)
        let masked = DisplayList(size: CGSize(width: 2, height: 1), commands: [
            .beginGroup(.luminanceToAlpha), .image(path: file.path, CGRect(x: 0, y: 0, width: 2, height: 1), .stretch), .endGroup,
        ])
        let pixels = DisplayListRenderer.rasterize(masked, scale: 1)
        let white = pixels.color(atX: 0, y: 0), black = pixels.color(atX: 1, y: 0)
        #expect(white.alpha > 0.99 && white.red < 0.01)   // white: opaque black
        #expect(black.alpha < 0.01)                        // black: clear
        // The modifier opens that group around the view's drawing.
        #expect(layout(Color.white.frame(width: 4, height: 4).luminanceToAlpha()).displayList().commands.contains(.beginGroup(.luminanceToAlpha)))
    }
}
