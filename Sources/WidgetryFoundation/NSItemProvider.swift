import Foundation

/// Data offered in several types and loaded on request, as Foundation's `NSItemProvider` (a picked photo, a dropped
/// file, a shared item). Linux's Foundation has none. Here a provider holds the data registered with it; loading a
/// type it has hands the data back asynchronously, as Foundation does; a type it lacks fails with Foundation's
/// "cannot load representation" error.
open class NSItemProvider: NSObject, @unchecked Sendable {
    // `@unchecked`: `representations` is guarded by `lock`.
    private let lock = NSLock()
    private var representations: [(type: String, data: Data)] = []
    /// A name suggested for the item's file.
    open var suggestedName: String?

    /// An empty provider.
    public override init() { super.init() }

    /// A provider of the file at `fileURL` as `typeIdentifier` (the file's bytes, read when made); `nil` when it cannot
    /// be read, as Foundation answers.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        registerDataRepresentation(forTypeIdentifier: "public.data", data: data)
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The types registered, in the order they were.
    open var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.type) } }

    /// Whether a type `typeIdentifier` is registered (by identifier; Uniform Type conformance is not computed here).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Registers `data` as `typeIdentifier`.
    public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, data: Data) {
        lock.withLock { representations.append((typeIdentifier, data)) }
    }

    /// Loads the data of `typeIdentifier`, calling `completionHandler` off the caller's thread with the data or
    /// Foundation's error (`NSItemProviderErrorDomain`, -1000, cannot load representation).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let data = lock.withLock { representations.first { $0.type == typeIdentifier }?.data }
        let progress = Progress(parent: nil, userInfo: nil)
        progress.totalUnitCount = 1
        DispatchQueue.global().async {
            progress.completedUnitCount = 1
            if let data {
                completionHandler(data, nil)
            } else {
                completionHandler(nil, NSError(domain: NSItemProviderErrorDomain, code: -1_000, userInfo: [
                    NSLocalizedDescriptionKey: "Cannot load representation of type \(typeIdentifier)",
                ]))
            }
        }
        return progress
    }
}

/// The error domain of ``NSItemProvider``'s failures, as Foundation's.
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"
