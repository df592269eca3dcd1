/// How an image is fitted into its rectangle.
public enum ImageContentMode: Sendable, Hashable {
    /// Scaled independently in each direction to fill the rectangle exactly.
    case stretch
    /// Scaled, keeping its aspect ratio, to fit inside the rectangle, centred (SwiftUI's `.fit`).
    case fit
    /// Scaled, keeping its aspect ratio, to cover the rectangle, centred and cropped to it (SwiftUI's `.fill`).
    case fill
}
