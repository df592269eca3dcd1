import Foundation

/// Where an Objective-C style API writes its error, as Foundation's `NSErrorPointer` on Apple platforms
/// (`var error: NSError?` passed as `&error`).
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// An object that presents a file to the user and wants to hear of changes to it, as Foundation's `NSFilePresenter`
/// on Apple platforms (Linux's Foundation lacks it). A render makes no changes behind a presenter's back, so the
/// change callbacks are never called.
public protocol NSFilePresenter: AnyObject {
    /// The file or folder presented.
    var presentedItemURL: URL? { get }
    /// The queue the callbacks would run on.
    var presentedItemOperationQueue: OperationQueue { get }
    /// Called when the presented item changes (never, in a render).
    func presentedItemDidChange()
}

extension NSFilePresenter {
    /// Nothing to do.
    public func presentedItemDidChange() {}
}

/// Coordinates reading and writing of files with their presenters, as Foundation's `NSFileCoordinator` on Apple
/// platforms. One process renders, so the accessor runs at once on the URL given.
public final class NSFileCoordinator: @unchecked Sendable {
    /// How a read is coordinated (accepted).
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a write is coordinated (accepted).
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let forDeleting = WritingOptions(rawValue: 1 << 0)
        public static let forMoving = WritingOptions(rawValue: 1 << 1)
        public static let forMerging = WritingOptions(rawValue: 1 << 2)
        public static let forReplacing = WritingOptions(rawValue: 1 << 3)
    }

    /// A coordinator acting for `filePresenter` (none when omitted, as `NSFileCoordinator()`).
    public init(filePresenter: (any NSFilePresenter)? = nil) {}

    /// Registers a presenter (nothing calls it back in a render).
    public class func addFilePresenter(_ filePresenter: any NSFilePresenter) {}
    /// Unregisters a presenter.
    public class func removeFilePresenter(_ filePresenter: any NSFilePresenter) {}

    /// Runs `reader` on `url` at once.
    public func coordinate(readingItemAt url: URL, options: ReadingOptions = [], error outError: NSErrorPointer,
                           byAccessor reader: (URL) -> Void) {
        reader(url)
    }

    /// Runs `writer` on `url` at once.
    public func coordinate(writingItemAt url: URL, options: WritingOptions = [], error outError: NSErrorPointer,
                           byAccessor writer: (URL) -> Void) {
        writer(url)
    }

    /// Runs `readerWriter` at once with the item to read and the item to write (a read-modify-write of one file).
    public func coordinate(readingItemAt readingURL: URL, options readingOptions: ReadingOptions = [], writingItemAt writingURL: URL,
                           options writingOptions: WritingOptions = [], error outError: NSErrorPointer,
                           byAccessor readerWriter: (URL, URL) -> Void) {
        readerWriter(readingURL, writingURL)
    }

    /// Runs `writer` at once with both items (a move from one to the other).
    public func coordinate(writingItemAt url1: URL, options options1: WritingOptions = [], writingItemAt url2: URL,
                           options options2: WritingOptions = [], error outError: NSErrorPointer,
                           byAccessor writer: (URL, URL) -> Void) {
        writer(url1, url2)
    }
}
