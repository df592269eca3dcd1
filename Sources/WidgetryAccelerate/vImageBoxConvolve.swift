import Foundation

/// Blurs `src` into `dest` with a `kernel_width × kernel_height` box (every pixel the average of the box around it,
/// each of the four 8-bit channels alike), as vImage's `vImageBoxConvolve_ARGB8888`: the box's sides must be odd; the
/// part of `src` read starts at the offsets and is `dest`'s size; where the box reaches outside `src`, the edge style
/// in `flags` decides (``kvImageEdgeExtend`` repeats the edge pixels, ``kvImageBackgroundColorFill`` reads
/// `backgroundColor`, ``kvImageTruncateKernel`` averages what is inside, ``kvImageCopyInPlace`` copies those pixels
/// unblurred); exactly one must be given. Sums are exact and divided once, rounded to nearest, as vImage documents.
@discardableResult
public func vImageBoxConvolve_ARGB8888(_ src: UnsafePointer<vImage_Buffer>!, _ dest: UnsafePointer<vImage_Buffer>!,
                                       _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
                                       _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
                                       _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags) -> vImage_Error {
    BoxConvolution.run(src, dest, channels: 4, offsetX: srcOffsetToROI_X, offsetY: srcOffsetToROI_Y,
                       kernelHeight: kernel_height, kernelWidth: kernel_width, background: backgroundColor.map { Array(UnsafeBufferPointer(start: $0, count: 4)) }, flags: flags)
}

/// The one-channel (8-bit grey) form of ``vImageBoxConvolve_ARGB8888(_:_:_:_:_:_:_:_:_:)``, as `vImageBoxConvolve_Planar8`.
@discardableResult
public func vImageBoxConvolve_Planar8(_ src: UnsafePointer<vImage_Buffer>!, _ dest: UnsafePointer<vImage_Buffer>!,
                                      _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
                                      _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
                                      _ backgroundColor: UInt8, _ flags: vImage_Flags) -> vImage_Error {
    BoxConvolution.run(src, dest, channels: 1, offsetX: srcOffsetToROI_X, offsetY: srcOffsetToROI_Y,
                       kernelHeight: kernel_height, kernelWidth: kernel_width, background: [backgroundColor], flags: flags)
}

/// The box convolution both pixel formats share.
enum BoxConvolution {
    enum Edge { case extend, background, truncate, copyInPlace }

    static func run(_ src: UnsafePointer<vImage_Buffer>?, _ dest: UnsafePointer<vImage_Buffer>?, channels: Int,
                    offsetX: vImagePixelCount, offsetY: vImagePixelCount, kernelHeight: UInt32, kernelWidth: UInt32,
                    background: [UInt8]?, flags: vImage_Flags) -> vImage_Error {
        if Int(flags) & kvImageGetTempBufferSize != 0 { return 0 }
        guard let src = src?.pointee, let dest = dest?.pointee, let input = src.data, let output = dest.data else { return kvImageNullPointerArgument }
        guard kernelHeight % 2 == 1, kernelWidth % 2 == 1 else { return kvImageInvalidKernelSize }
        let styles: [(Int, Edge)] = [(kvImageEdgeExtend, .extend), (kvImageBackgroundColorFill, .background),
                                     (kvImageTruncateKernel, .truncate), (kvImageCopyInPlace, .copyInPlace)]
        let given = styles.filter { Int(flags) & $0.0 != 0 }
        guard given.count == 1, let edge = given.first?.1 else { return kvImageInvalidEdgeStyle }
        if edge == .background, background == nil { return kvImageNullPointerArgument }
        let sw = Int(src.width), sh = Int(src.height), w = Int(dest.width), h = Int(dest.height)
        let ox = Int(offsetX), oy = Int(offsetY)
        guard ox + w <= sw else { return ox >= sw ? kvImageInvalidOffset_X : kvImageRoiLargerThanInputBuffer }
        guard oy + h <= sh else { return oy >= sh ? kvImageInvalidOffset_Y : kvImageRoiLargerThanInputBuffer }
        let rx = Int(kernelWidth) / 2, ry = Int(kernelHeight) / 2
        let source = input.assumingMemoryBound(to: UInt8.self)
        // The source extended past its edges by the edge style; truncation reads 0 there and counts only what is inside.
        func padded(_ x: Int, _ y: Int, _ c: Int) -> Int {
            if x >= 0, y >= 0, x < sw, y < sh { return Int(source[y * src.rowBytes + x * channels + c]) }
            switch edge {
            case .extend, .copyInPlace: return Int(source[min(max(y, 0), sh - 1) * src.rowBytes + min(max(x, 0), sw - 1) * channels + c])
            case .background: return Int(background![c])
            case .truncate: return 0
            }
        }
        // The box is separable: each padded row's horizontal window sums (running sums), then windows of those down
        // each column. Both passes read the source before anything is written (`dest` may be `src`).
        let rows = h + 2 * ry
        var horizontal = [Int](repeating: 0, count: rows * w * channels)
        for row in 0..<rows {
            let y = oy - ry + row
            for c in 0..<channels {
                var sum = 0
                for x in (ox - rx)...(ox + rx) { sum += padded(x, y, c) }
                for x in 0..<w {
                    horizontal[(row * w + x) * channels + c] = sum
                    sum += padded(ox + x + rx + 1, y, c) - padded(ox + x - rx, y, c)
                }
            }
        }
        func insideCount(_ center: Int, _ radius: Int, _ size: Int) -> Int { min(center + radius, size - 1) - max(center - radius, 0) + 1 }
        var result = [UInt8](repeating: 0, count: w * h * channels)
        for x in 0..<w {
            for c in 0..<channels {
                var sum = 0
                for row in 0..<(2 * ry + 1) { sum += horizontal[(row * w + x) * channels + c] }
                for y in 0..<h {
                    let sx = ox + x, sy = oy + y
                    let count = edge == .truncate ? insideCount(sx, rx, sw) * insideCount(sy, ry, sh) : Int(kernelWidth) * Int(kernelHeight)
                    let reachesOut = sx - rx < 0 || sy - ry < 0 || sx + rx >= sw || sy + ry >= sh
                    result[(y * w + x) * channels + c] = edge == .copyInPlace && reachesOut
                        ? source[sy * src.rowBytes + sx * channels + c]
                        : UInt8((sum + count / 2) / max(count, 1))
                    if y + 1 < h { sum += horizontal[((y + 2 * ry + 1) * w + x) * channels + c] - horizontal[(y * w + x) * channels + c] }
                }
            }
        }
        let target = output.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            for i in 0..<(w * channels) { target[y * dest.rowBytes + i] = result[y * w * channels + i] }
        }
        return kvImageNoError
    }
}
