import Foundation

extension Image {
    /// What stands for this image inside a `Text` (`Text(Image(systemName: "star.fill"))`, `"\(Image(…)) 4.5"`): a white
    /// square (U+25A1) in the text's font. iOS draws the image as a glyph of the line; Widgetry's symbol stand-ins
    /// are drawn from an icon font that text lines do not reach, so the line keeps a visible mark of about the
    /// image's width (a symbol inline is about 1 em wide, the square about 0.8 em) rather than the image itself.
    var inlinePlaceholder: String { "\u{25A1}" }
}

extension Text {
    /// A text that shows `image` inline, as SwiftUI's `Text(_: Image)`, for joining with other texts
    /// (`Text(Image(systemName: "star.fill")) + Text(" 4.5")`): drawn as ``Image/inlinePlaceholder``.
    public init(_ image: Image, file: StaticString = #filePath, line: UInt = #line) {
        self.init(segments: [Segment(content: .string(image.inlinePlaceholder))])
        viewSource = ViewSource(file: file, line: line)
    }
}
