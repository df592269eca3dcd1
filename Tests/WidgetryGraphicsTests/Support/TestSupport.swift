import Foundation
import WidgetryGraphics

/// A measurer without a cache, so every test measures for real.
let uncachedMeasurer = TextMeasurer(cacheCapacity: 0)

/// Inter at `size` points, the system font stand-in.
func inter(_ size: CGFloat = 17, weight: Int = 400) -> FontSpec {
    FontSpec(size: size, weight: weight)
}

func measure(_ string: String, font: FontSpec = inter(), _ options: TextLayoutOptions = TextLayoutOptions()) -> TextMeasurement {
    uncachedMeasurer.measure(AttributedText(string, font: font), options: options)
}

/// The natural single-line width of `string`.
func naturalWidth(_ string: String, font: FontSpec = inter()) -> CGFloat {
    measure(string, font: font).size.width
}

/// A fresh folder under the system temporary directory.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-graphics-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The smallest pixel rectangle containing every pixel with alpha above `threshold`, or nil when none has.
func inkBounds(of image: RasterImage, threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width where image.rgba[(y * image.width + x) * 4 + 3] > threshold {
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    return maxX < 0 ? nil : (minX, minY, maxX, maxY)
}

extension RGBAColor {
    /// Whether every component is within `tolerance` of `other`'s.
    func isClose(to other: RGBAColor, tolerance: Double = 0.02) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }
}
