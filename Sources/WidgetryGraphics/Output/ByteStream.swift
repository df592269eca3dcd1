import CPangoCairo
import Foundation

/// Collects bytes from Cairo's stream-writing callbacks, or feeds bytes to its reading callback.
final class ByteStream {
    var data: Data
    private var readOffset = 0

    init(_ data: Data = Data()) {
        self.data = data
    }

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let stream = Unmanaged<ByteStream>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 { stream.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }

    static let read: cairo_read_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_READ_ERROR }
        let stream = Unmanaged<ByteStream>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard stream.readOffset + count <= stream.data.count else { return CAIRO_STATUS_READ_ERROR }
        let start = stream.data.startIndex + stream.readOffset
        stream.data.copyBytes(to: bytes, from: start..<(start + count))
        stream.readOffset += count
        return CAIRO_STATUS_SUCCESS
    }
}
