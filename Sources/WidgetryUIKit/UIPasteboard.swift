import Foundation

/// The system pasteboard, as UIKit's `UIPasteboard`. A check's process has no system pasteboard: `general` holds what this
/// process put on it (a "copy" action in shared code), starting empty, as a device's pasteboard after a restart.
open class UIPasteboard: NSObject, @unchecked Sendable {
    // `@unchecked`: `contents` is guarded by `lock`.
    private let lock = NSLock()
    private var contents: [[String: Any]] = []
    private var changes = 0

    /// The general pasteboard.
    public static let general = UIPasteboard()

    /// The pasteboard's items, each a dictionary of type identifier to value.
    open var items: [[String: Any]] {
        get { lock.withLock { contents } }
        set { lock.withLock { contents = newValue; changes += 1 } }
    }
    /// How many times the contents changed.
    open var changeCount: Int { lock.withLock { changes } }
    /// How many items there are.
    open var numberOfItems: Int { items.count }

    private func values<T>(_ type: T.Type) -> [T] { items.flatMap { $0.values.compactMap { $0 as? T } } }
    private func set(_ values: [Any], as type: String) { items = values.map { [type: $0] } }

    /// The first string.
    open var string: String? {
        get { strings?.first }
        set { set(newValue.map { [$0] } ?? [], as: "public.utf8-plain-text") }
    }
    /// Every string.
    open var strings: [String]? {
        get { let found = values(String.self); return found.isEmpty ? nil : found }
        set { set(newValue ?? [], as: "public.utf8-plain-text") }
    }
    /// The first URL.
    open var url: URL? {
        get { urls?.first }
        set { set(newValue.map { [$0] } ?? [], as: "public.url") }
    }
    /// Every URL.
    open var urls: [URL]? {
        get { let found = values(URL.self); return found.isEmpty ? nil : found }
        set { set(newValue ?? [], as: "public.url") }
    }
    /// The first image.
    open var image: UIImage? {
        get { images?.first }
        set { set(newValue.map { [$0] } ?? [], as: "public.image") }
    }
    /// Every image.
    open var images: [UIImage]? {
        get { let found = values(UIImage.self); return found.isEmpty ? nil : found }
        set { set(newValue ?? [], as: "public.image") }
    }
    /// Whether there is a string.
    open var hasStrings: Bool { !values(String.self).isEmpty }
    /// Whether there is a URL.
    open var hasURLs: Bool { !values(URL.self).isEmpty }
    /// Whether there is an image.
    open var hasImages: Bool { !values(UIImage.self).isEmpty }

    /// Puts `value` on the pasteboard as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { set([value], as: pasteboardType) }
    /// The first value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.lazy.compactMap { $0[pasteboardType] }.first }
    /// Puts `data` on the pasteboard as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { set([data], as: pasteboardType) }
    /// The first data of `pasteboardType`.
    open func data(forPasteboardType pasteboardType: String) -> Data? { value(forPasteboardType: pasteboardType) as? Data }
}
