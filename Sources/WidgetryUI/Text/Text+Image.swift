import Foundation
import WidgetryGraphics

extension Image {
    /// What stands for this image inside a `Text` (`Text(Image(systemName: "star.fill"))`, `"\(Image(…)) 4.5"`).
    ///
    /// iOS draws the image as a glyph of the line. An SF Symbol with a stand-in (``SymbolStandIn``) is written as
    /// ``InlineSymbol/character`` followed by its glyph's codepoint, a pair no text holds, which the text's runs turn
    /// into an inline symbol (``TextStyleResolver``) wherever the string went meanwhile (a localized key's `%@`, a case
    /// change). Other images keep a white square (U+25A1) in the text's font: a visible mark of about a symbol's width
    /// (a symbol inline is about 1 em wide, the square about 0.8 em) rather than the image's description.
    var inlinePlaceholder: String {
        if case .system(let name) = source, let standIn = SymbolStandIn(symbolName: name), let scalar = Unicode.Scalar(standIn.codepoint) {
            return InlineSymbol.character + String(Character(scalar))
        }
        return "\u{25A1}"
    }
}

extension Text {
    /// A text that shows `image` inline, as SwiftUI's `Text(_: Image)`, for joining with other texts
    /// (`Text(Image(systemName: "star.fill")) + Text(" 4.5")`): drawn as ``Image/inlinePlaceholder``.
    public init(_ image: Image, file: StaticString = #filePath, line: UInt = #line) {
        self.init(segments: [Segment(content: .string(image.inlinePlaceholder))])
        viewSource = ViewSource(file: file, line: line)
    }
}

extension TextRun {
    /// The run split where it holds inline symbols (``Image/inlinePlaceholder``): text runs as they were, and a run of
    /// ``InlineSymbol/character`` for each symbol, in the same font and colour. Returns `[self]` when there is none.
    var splittingInlineSymbols: [TextRun] {
        let marker = InlineSymbol.character.unicodeScalars.first!
        guard text.unicodeScalars.contains(marker) else { return [self] }
        var pieces: [TextRun] = []
        var pending = String.UnicodeScalarView()
        func flush() {
            guard !pending.isEmpty else { return }
            var piece = self
            piece.text = String(pending)
            pieces.append(piece)
            pending = String.UnicodeScalarView()
        }
        var scalars = text.unicodeScalars.makeIterator()
        var lookahead: Unicode.Scalar? = scalars.next()
        while let scalar = lookahead {
            lookahead = scalars.next()
            guard scalar == marker, let glyph = lookahead, let standIn = SymbolStandIn(codepoint: glyph.value) else {
                pending.append(scalar)
                continue
            }
            lookahead = scalars.next()
            flush()
            var symbol = self
            symbol.text = InlineSymbol.character
            symbol.inlineSymbol = InlineSymbol(standIn: standIn, horizontalPadding: SymbolNode.horizontalPadding(for: standIn.symbolName),
                                               verticalPadding: SymbolNode.verticalPadding)
            pieces.append(symbol)
        }
        flush()
        return pieces
    }
}
