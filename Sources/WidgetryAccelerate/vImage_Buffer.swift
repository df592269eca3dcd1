import Foundation

// vImage's buffer and constants as Accelerate's C API declares them (vImage_Types.h). Image code blurs bitmaps with
// vImage's convolutions; Widgetry computes them with plain loops (vImageBoxConvolve.swift).

/// A pixel count, as vImage's `vImagePixelCount`.
public typealias vImagePixelCount = UInt
/// vImage's option bits, as `vImage_Flags`.
public typealias vImage_Flags = UInt32
/// vImage's result: 0 (``kvImageNoError``), a negative error, or a positive size for ``kvImageGetTempBufferSize``.
public typealias vImage_Error = Int

/// An image's pixels as vImage reads and writes them: `height` rows of `width` pixels, `rowBytes` apart.
public struct vImage_Buffer {
    public var data: UnsafeMutableRawPointer!
    public var height: vImagePixelCount
    public var width: vImagePixelCount
    public var rowBytes: Int

    public init() { data = nil; height = 0; width = 0; rowBytes = 0 }
    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data
        self.height = height
        self.width = width
        self.rowBytes = rowBytes
    }
}

// Flags (vImage_Types.h, `kvImageNoFlags` …), imported as `Int` as Swift imports the C enum.
public let kvImageNoFlags = 0
public let kvImageLeaveAlphaUnchanged = 1
public let kvImageCopyInPlace = 2
public let kvImageBackgroundColorFill = 4
public let kvImageEdgeExtend = 8
public let kvImageDoNotTile = 16
public let kvImageHighQualityResampling = 32
public let kvImageTruncateKernel = 64
public let kvImageGetTempBufferSize = 128
public let kvImagePrintDiagnosticsToConsole = 256
public let kvImageNoAllocate = 512

// Errors (vImage_Types.h).
public let kvImageNoError = 0
public let kvImageRoiLargerThanInputBuffer = -21_766
public let kvImageInvalidKernelSize = -21_767
public let kvImageInvalidEdgeStyle = -21_768
public let kvImageInvalidOffset_X = -21_769
public let kvImageInvalidOffset_Y = -21_770
public let kvImageMemoryAllocationError = -21_771
public let kvImageNullPointerArgument = -21_772
public let kvImageInvalidParameter = -21_773
public let kvImageBufferSizeMismatch = -21_774
public let kvImageUnknownFlagsBit = -21_775
