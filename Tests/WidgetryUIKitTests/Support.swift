import Foundation
import WidgetryGraphics
import WidgetryUI

/// Lays `view` out in a 300 × 300 canvas.
func layout<V: View>(_ view: V, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> LayoutResult {
    var environment = EnvironmentValues()
    configure(&environment)
    return LayoutEngine.layout(view, canvasSize: CGSize(width: 300, height: 300), environment: environment)
}

/// A PNG of `width` × `height` opaque red pixels.
func pngData(width: Int, height: Int) throws -> Data {
    let pixels = [UInt8](repeating: 0, count: width * height * 4).enumerated().map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? UInt8(255) : 0 }
    return try RasterImage(width: width, height: height, rgba: pixels).pngData()
}

/// A fresh empty folder under the temporary directory.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-uikit-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
