import Foundation
import WidgetryFoundation

/// A source of bytes for a bitmap or an image file, as Core Graphics' `CGDataProvider`: here the bytes themselves,
/// read when made (`CGDataProvider(data:)`, `CGImage.dataProvider`, the PNG and JPEG sources of `CGImage`).
public final class CGDataProvider: @unchecked Sendable {
    // `@unchecked`: immutable.
    package let bytes: Data

    package init(bytes: Data) { self.bytes = bytes }

    /// A provider of `data`'s bytes, as `CGDataProvider(data:)`.
    public convenience init?(data: CFData) {
        self.init(bytes: Data(referencing: data))
    }

    /// A provider of the bytes of the file at `url`; `nil` when it cannot be read, as Core Graphics answers.
    public convenience init?(url: CFURL) {
        guard let bytes = try? Data(contentsOf: url as URL) else { return nil }
        self.init(bytes: bytes)
    }

    /// A provider of the file at `filename`; `nil` when it cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        guard let bytes = FileManager.default.contents(atPath: String(cString: filename)) else { return nil }
        self.init(bytes: bytes)
    }

    /// The bytes, as `CGDataProvider.data` (`CGDataProviderCopyData`).
    public var data: CFData? { NSData(data: bytes) }
}

/// The provider's bytes, as Core Graphics' function.
public func CGDataProviderCopyData(_ provider: CGDataProvider) -> CFData? { provider.data }
