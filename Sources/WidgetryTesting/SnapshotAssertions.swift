import Foundation
import WidgetryGraphics
import WidgetryPipeline
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// Compares a view rendered as a widget with a reference PNG kept in `__Snapshots__/` beside the test
/// file. The first run records the reference and fails, so that a person looks at it and commits it;
/// later runs fail when more than `tolerance` of the pixels differ (by more than 2/255 in any channel,
/// which absorbs antialiasing noise), and write the new render beside the reference as `.actual.png`.
public func assertSnapshot<V: View>(of view: @autoclosure () -> V, family: WidgetFamily, cell: WidgetCell? = nil, named name: String,
                                    scale: CGFloat = 2, tolerance: Double = 0.005, options: WidgetOptions = WidgetOptions(),
                                    assets: AssetCatalog = AssetCatalog(),
                                    fileID: String = #fileID, filePath: StaticString = #filePath,
                                    line: UInt = #line, column: UInt = #column) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let setting = cell ?? WidgetCell(family: family)
    let folder = URL(fileURLWithPath: "\(location.filePath)").deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(URL(fileURLWithPath: "\(location.filePath)").deletingPathExtension().lastPathComponent)
    let reference = folder.appendingPathComponent("\(name).png")
    do {
        let rendered = CellPipeline().render(AnyView(view()), named: name, in: setting, options: options, assets: assets, output: .drawing)
        guard let list = rendered.displayList else {
            TestFailureReporter.fail("snapshot '\(name)' could not be rendered: \(rendered.failure?.message ?? "nothing was drawn")", at: location)
            return
        }
        let image = DisplayListRenderer.rasterize(list, scale: scale, images: rendered.assets.images)
        guard let data = try? Data(contentsOf: reference) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try image.pngData().write(to: reference, options: .atomic)
            TestFailureReporter.fail("recorded a new reference snapshot at \(reference.path); check it and commit it, then run again", at: location)
            return
        }
        let expected = try RasterImage.decodePNG(data)
        let difference = SnapshotComparison.differingFraction(image, expected)
        if difference > tolerance {
            let actual = folder.appendingPathComponent("\(name).actual.png")
            try? image.pngData().write(to: actual, options: .atomic)
            let detail = difference.isInfinite
                ? "size \(image.width)×\(image.height) px differs from the reference's \(expected.width)×\(expected.height) px"
                : String(format: "%.2f%% of pixels differ (tolerance %.2f%%)", difference * 100, tolerance * 100)
            TestFailureReporter.fail("snapshot '\(name)' does not match: \(detail); the new render is at \(actual.path)", at: location)
        }
    } catch {
        TestFailureReporter.fail("snapshot '\(name)' could not be rendered or read: \(error)", at: location)
    }
}

/// Pixel comparison for snapshots.
enum SnapshotComparison {
    /// The fraction of pixels whose channels differ by more than 2/255; infinity when sizes differ.
    static func differingFraction(_ a: RasterImage, _ b: RasterImage) -> Double {
        guard a.width == b.width, a.height == b.height, a.rgba.count == b.rgba.count else { return .infinity }
        var differing = 0
        var index = 0
        while index < a.rgba.count {
            for channel in 0..<4 where abs(Int(a.rgba[index + channel]) - Int(b.rgba[index + channel])) > 2 {
                differing += 1
                break
            }
            index += 4
        }
        return Double(differing) / Double(max(a.width * a.height, 1))
    }
}
