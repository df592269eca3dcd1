import Foundation
import WidgetryGraphics

/// Where `UIImage(data:)` keeps its bytes: the renderer draws images from files (decoded once per path by an
/// ``ImageStore``), so data is written once to a temporary file named after a hash of its contents.
enum ImageFiles {
    /// The folder for image data, per process.
    static let directory: URL = FileManager.default.temporaryDirectory
        .appendingPathComponent("widgetry-uiimage-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

    /// The path of a file holding `data`, written if it is not there yet; `nil` if it cannot be written.
    static func store(_ data: Data) -> String? {
        // FNV-1a, 64 bits, with the length: equal contents give one file, so repeated renders reuse it.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let url = directory.appendingPathComponent(String(format: "%016llx-%d", hash, data.count))
        if FileManager.default.fileExists(atPath: url.path) { return url.path }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return url.path
        } catch {
            return nil
        }
    }

    /// The pixel size of a decodable image file; `nil` when missing or not an image.
    static func pixelSize(at path: String) -> CGSize? {
        if case .success(let size) = ImageStore.shared.pixelSize(ofImageAt: path) { return size }
        return nil
    }
}
