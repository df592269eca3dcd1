import WidgetryFoundation
import WidgetryGraphics

/// Where a pixel's bytes go, from a colour space model and a bitmap info.
struct PixelLayout {
    enum Channel { case red, green, blue, alpha, gray, skip }
    var channels: [Channel]
    let premultiplied: Bool
    var bytesPerPixel: Int { channels.count }

    init?(model: CGColorSpaceModel, info: CGBitmapInfo) {
        let alpha = CGImageAlphaInfo(rawValue: info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        premultiplied = alpha == .premultipliedLast || alpha == .premultipliedFirst
        switch (model, alpha) {
        case (.rgb, .none): channels = [.red, .green, .blue]
        case (.rgb, .premultipliedLast), (.rgb, .last): channels = [.red, .green, .blue, .alpha]
        case (.rgb, .premultipliedFirst), (.rgb, .first): channels = [.alpha, .red, .green, .blue]
        case (.rgb, .noneSkipLast): channels = [.red, .green, .blue, .skip]
        case (.rgb, .noneSkipFirst): channels = [.skip, .red, .green, .blue]
        case (.monochrome, .none): channels = [.gray]
        case (_, .alphaOnly): channels = [.alpha]
        default: return nil
        }
        // A 32-bit little-endian word stores its bytes in reverse (premultipliedFirst + byteOrder32Little is BGRA).
        let order = info.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        if order == CGBitmapInfo.byteOrder32Little.rawValue {
            guard channels.count == 4 else { return nil }
            channels.reverse()
        }
    }

    /// The straight (not premultiplied) colour of the pixel at `pointer`, as ``write(red:green:blue:alpha:to:)`` stored it.
    func read(from pointer: UnsafePointer<UInt8>) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        var red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0, alpha: UInt8 = 255
        for (offset, channel) in channels.enumerated() {
            switch channel {
            case .red: red = pointer[offset]
            case .green: green = pointer[offset]
            case .blue: blue = pointer[offset]
            case .alpha: alpha = pointer[offset]
            case .skip: break
            case .gray: red = pointer[offset]; green = pointer[offset]; blue = pointer[offset]
            }
        }
        if channels == [.alpha] { red = 0; green = 0; blue = 0 }
        guard premultiplied, alpha < 255 else { return (red, green, blue, alpha) }
        func unscaled(_ value: UInt8) -> UInt8 { alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha))) }
        return (unscaled(red), unscaled(green), unscaled(blue), alpha)
    }

    /// The straight-alpha bitmap of `width × height` pixels at `bytes`, rows `bytesPerRow` apart.
    func raster(_ bytes: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int) -> RasterImage {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = read(from: bytes + y * bytesPerRow + x * bytesPerPixel)
                let i = (y * width + x) * 4
                rgba[i] = pixel.red; rgba[i + 1] = pixel.green; rgba[i + 2] = pixel.blue; rgba[i + 3] = pixel.alpha
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    func write(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, to pointer: UnsafeMutablePointer<UInt8>) {
        func scaled(_ value: UInt8) -> UInt8 { premultiplied ? UInt8((Int(value) * Int(alpha) + 127) / 255) : value }
        for (offset, channel) in channels.enumerated() {
            switch channel {
            case .red: pointer[offset] = scaled(red)
            case .green: pointer[offset] = scaled(green)
            case .blue: pointer[offset] = scaled(blue)
            case .alpha: pointer[offset] = alpha
            case .skip: pointer[offset] = 255
            case .gray:
                // Rec. 709 luminance of the colour over black, as a grey bitmap without alpha keeps it.
                let luma = (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) * Double(alpha) / 255
                pointer[offset] = UInt8(min(255, max(0, luma.rounded())))
            }
        }
    }
}
