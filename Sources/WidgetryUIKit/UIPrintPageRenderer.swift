import Foundation

// UIKit's printing (UIPrintInteractionController.h, UIPrintPageRenderer.h, UIPrintInfo.h): an app's export helpers
// shared with its widget compile. Nothing prints in a check: presenting the print panel completes at once, not
// completed, as when the user cancels, and a page renderer draws only when code asks it to.

/// The job's settings, as UIKit's `UIPrintInfo`.
open class UIPrintInfo: NSObject, @unchecked Sendable {
    /// What is printed, as `UIPrintInfo.OutputType`.
    public enum OutputType: Int, Sendable { case general = 0, photo, grayscale, photoGrayscale }
    /// Portrait or landscape, as `UIPrintInfo.Orientation`.
    public enum Orientation: Int, Sendable { case portrait = 0, landscape }
    /// Single- or double-sided, as `UIPrintInfo.Duplex`.
    public enum Duplex: Int, Sendable { case none = 0, longEdge, shortEdge }

    open var outputType: OutputType = .general
    open var orientation: Orientation = .portrait
    open var duplex: Duplex = .none
    open var jobName: String = ""
    open var printerID: String?

    /// A print info from a saved dictionary (`nil` for the defaults).
    public init(dictionary: [AnyHashable: Any]?) { super.init() }
    /// The settings as a dictionary.
    open var dictionaryRepresentation: [AnyHashable: Any] { ["jobName": jobName, "outputType": outputType.rawValue] }
}

/// Draws the pages of a print job, as UIKit's `UIPrintPageRenderer`: a subclass overrides the drawing methods; the paper
/// is US Letter with UIKit's default margins until a print job sets it.
open class UIPrintPageRenderer: NSObject, @unchecked Sendable {
    /// The header's height on each page.
    open var headerHeight: CGFloat = 0
    /// The footer's height on each page.
    open var footerHeight: CGFloat = 0
    /// The paper (US Letter, 612 × 792 points, until a job sets it).
    open var paperRect: CGRect { CGRect(x: 0, y: 0, width: 612, height: 792) }
    /// The part of the paper a printer can print (a quarter inch in from each edge).
    open var printableRect: CGRect { paperRect.insetBy(dx: 18, dy: 18) }
    /// The number of pages: 0 without print formatters, as UIKit counts them.
    open var numberOfPages: Int { 0 }

    public override init() { super.init() }

    /// Called before pages in `range` are drawn.
    open func prepare(forDrawingPages range: NSRange) {}
    /// Draws page `pageIndex` in `printableRect`: its header, content and footer.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        drawHeaderForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.minY, width: printableRect.width, height: headerHeight))
        drawContentForPage(at: pageIndex, in: printableRect.insetBy(dx: 0, dy: (headerHeight + footerHeight) / 2))
        drawFooterForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.maxY - footerHeight, width: printableRect.width, height: footerHeight))
    }
    /// Draws a page's header.
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}
    /// Draws a page's content.
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}
    /// Draws a page's footer.
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}
}

/// The print panel, as UIKit's `UIPrintInteractionController`.
open class UIPrintInteractionController: NSObject, @unchecked Sendable {
    /// Whether printing is available: no printer is reachable from a check.
    open class var isPrintingAvailable: Bool { false }
    /// The app's print controller.
    public static let shared = UIPrintInteractionController()

    open var printInfo: UIPrintInfo?
    open var printPageRenderer: UIPrintPageRenderer?
    open var printingItem: Any?
    open var printingItems: [Any]?
    open var showsNumberOfCopies = true
    open var showsPaperSelectionForLoadedPapers = false

    /// What the completion handler hears: the controller, whether the job was sent, and an error.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    /// Presents the print panel: nothing is shown; `completion` hears "not completed" at once, as for a cancelled panel.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        completion?(self, false, nil)
        return false
    }
    /// Dismisses the panel.
    open func dismiss(animated: Bool) {}
}
