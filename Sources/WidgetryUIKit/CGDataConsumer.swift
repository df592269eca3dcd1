import Foundation
import WidgetryFoundation

/// Where Core Graphics writes a document's bytes, as `CGDataConsumer`: growable data or a file.
public final class CGDataConsumer: @unchecked Sendable {
    // `@unchecked`: written once, by the context that owns it, when its document is closed.
    enum Target { case data(NSMutableData), file(URL) }
    let target: Target

    /// A consumer appending to `data`, as `CGDataConsumer(data:)`.
    public init?(data: CFMutableData) { target = .data(data) }
    /// A consumer writing the file at `url`, as `CGDataConsumer(url:)`; `nil` for a URL that is not a file's.
    public init?(url: CFURL) {
        let url = url as URL
        guard url.isFileURL else { return nil }
        target = .file(url)
    }

    /// Hands the bytes over; `false` when the file cannot be written.
    @discardableResult
    func write(_ bytes: Data) -> Bool {
        switch target {
        case .data(let data):
            data.append(bytes)
            return true
        case .file(let url):
            return (try? bytes.write(to: url)) != nil
        }
    }
}
