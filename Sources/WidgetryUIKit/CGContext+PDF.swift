import Foundation
import WidgetryFoundation
import WidgetryGraphics
@_spi(WidgetryUIKit) import WidgetryUI

/// The pages of a PDF context, drawn as display lists and written as one document (Cairo's PDF surface) when the
/// context is closed.
final class PDFPages {
    let consumer: CGDataConsumer
    /// The media box pages get when `beginPage` names none.
    let defaultBox: CGRect
    private(set) var finished: [DisplayList] = []
    private var current: DisplayList?
    private(set) var isClosed = false

    init(consumer: CGDataConsumer, defaultBox: CGRect) {
        self.consumer = consumer
        self.defaultBox = defaultBox
    }

    var currentPageSize: CGSize? { current?.size }

    func begin(box: CGRect) {
        end()
        current = DisplayList(size: box.size)
    }

    func end() {
        if let current { finished.append(current) }
        current = nil
    }

    /// Adds to the open page; drawing outside a page is dropped, as Core Graphics refuses it.
    func record(_ commands: [DrawCommand]) { current?.commands += commands }

    func close() {
        guard !isClosed else { return }
        end()
        isClosed = true
        if let document = try? DisplayListRenderer.renderPDF(pages: finished) { consumer.write(document) }
    }
}

extension CGContext {
    /// US Letter, Core Graphics' page when none is given: 612 × 792 points.
    static let defaultPDFMediaBox = CGRect(x: 0, y: 0, width: 612, height: 792)

    /// A PDF context writing to `consumer` when it is closed, pages `mediaBox` in size (US Letter when `nil`), as
    /// `CGContext(consumer:mediaBox:_:)`. The auxiliary information (title, author) is not written.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        let box = mediaBox?.pointee.standardized ?? Self.defaultPDFMediaBox
        guard box.width > 0, box.height > 0 else { return nil }
        self.init(destination: .pdf(PDFPages(consumer: consumer, defaultBox: box)), baseTransform: Self.pdfBase(box))
    }

    /// A PDF context writing the file at `url`, as `CGContext(_:mediaBox:_:)`.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// Base space of a page: origin at the media box's bottom-left corner, y up.
    static func pdfBase(_ box: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
    }

    /// Starts a page of `mediaBox` (the context's when `nil`), ending an open one; the graphics state starts afresh.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        guard case .pdf(let pages) = destination else { return }
        let box = mediaBox?.pointee.standardized ?? pages.defaultBox
        pages.begin(box: box)
        baseTransform = Self.pdfBase(box)
        state = GraphicsState()
        savedStates = []
        currentPath = Path()
    }
    /// Ends the page.
    public func endPage() {
        guard case .pdf(let pages) = destination else { return }
        pages.end()
    }
    /// Starts a page, its size from `pageInfo`'s media box when it has one (`kCGPDFContextMediaBox`), as `beginPDFPage(_:)`.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        if let boxData = (pageInfo as? [String: Any])?[kCGPDFContextMediaBox as String] as? Data, boxData.count == MemoryLayout<CGRect>.size {
            var box = boxData.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
            beginPage(mediaBox: &box)
        } else {
            beginPage(mediaBox: nil)
        }
    }
    /// Ends the page ``beginPDFPage(_:)`` started.
    public func endPDFPage() { endPage() }

    /// Makes `rect` (user space) a link to `url` on a PDF page, as `CGContext.setURL(_:for:)`: accepted — the PDF written
    /// here carries the page's drawing, not link annotations.
    public func setURL(_ url: CFURL, for rect: CGRect) {}
    /// Ends the document and writes it to the consumer, as `closePDF()`; drawing afterwards is dropped.
    public func closePDF() {
        guard case .pdf(let pages) = destination else { return }
        pages.close()
    }
}

/// The page-info key of a page's media box (a `CGRect` as data), as `kCGPDFContextMediaBox`.
nonisolated(unsafe) public let kCGPDFContextMediaBox: CFString = "MediaBox"
