import Foundation

/// Why a display list could not be rendered or written.
public enum RenderError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The canvas size is NaN, infinite, or has no area.
    case invalidSize(CGSize)
    /// The scale is NaN, infinite, zero or negative.
    case invalidScale(CGFloat)
    /// The bitmap would exceed Cairo's 32,767-pixel side limit.
    case tooLarge(width: Int, height: Int)
    /// The file extension names no supported format.
    case unknownFormat(String)
    /// Cairo reported an error while drawing or encoding.
    case cairo(String)
    /// The file could not be written.
    case cannotWrite(path: String, reason: String)
    /// The data is not a PNG Cairo can decode.
    case invalidPNG(String)

    /// A message naming the problem and the fix.
    public var description: String {
        switch self {
        case .invalidSize(let size):
            return "cannot render a canvas of \(size.width) × \(size.height) points; width and height must be finite and greater than 0."
        case .invalidScale(let scale):
            return "cannot render at scale \(scale); use a finite scale greater than 0, such as 1, 2 or 3."
        case .tooLarge(let width, let height):
            return "a \(width) × \(height) pixel bitmap exceeds the 32767-pixel limit; use a smaller size or scale."
        case .unknownFormat(let pathExtension):
            return "unknown output format '\(pathExtension)'; name the file with a .png, .svg or .pdf extension."
        case .cairo(let message):
            return "Cairo failed while rendering: \(message)."
        case .cannotWrite(let path, let reason):
            return "cannot write '\(path)': \(reason). Check that the folder exists and is writable."
        case .invalidPNG(let message):
            return "cannot decode PNG data: \(message)."
        }
    }
}
