import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

@Suite struct RenderingTests {
    @Test("Readable paths name stacks, indices and text")
    func paths() {
        let result = layout(VStack { Text("Title"); HStack { Text("A"); Text("AAAAA") } })
        #expect(result.element(pathEndingWith: "VStack/HStack[1]/Text(\"AAAAA\")[1]") != nil)
    }

    @Test("A rendered view draws its colours where layout placed them")
    func rendersPixels() throws {
        let result = layout(HStack(spacing: 0) { Color.red; Color.blue }, width: 20, height: 10)
        let image = DisplayListRenderer.rasterize(result.displayList(background: .white), scale: 2)
        #expect(image.width == 40 && image.height == 20)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.rgba[(y * image.width + x) * 4 ..< (y * image.width + x) * 4 + 4]) }
        #expect(pixel(5, 10)[0] > 200 && pixel(5, 10)[2] < 100)    // left half red (255, 59, 48)
        #expect(pixel(35, 10)[2] > 200 && pixel(35, 10)[0] < 50)   // right half blue (0, 122, 255)
    }

    @Test("Clipping and rounded corners: pixels outside a clipShape stay background")
    func clipping() {
        let result = layout(Color.red.frame(width: 40, height: 40).clipShape(Circle()), width: 40, height: 40)
        let image = DisplayListRenderer.rasterize(result.displayList(background: .white), scale: 1)
        #expect(image.rgba[0] == 255 && image.rgba[1] == 255)  // top-left corner outside the circle: white
        let centre = (20 * image.width + 20) * 4
        #expect(image.rgba[centre + 1] < 100)                    // centre: red
    }
}
