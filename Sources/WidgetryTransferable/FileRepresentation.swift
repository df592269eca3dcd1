import Foundation
import WidgetryUniformTypeIdentifiers

/// A file an item is exported as, as CoreTransferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open it in place.
    public let allowAccessingOriginalFile: Bool
    /// The file at `file`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an item is imported from, as CoreTransferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    /// The file (a copy in the temporary folder here).
    public let file: URL
    /// Whether it is the sender's original.
    public let isOriginalFile: Bool
}

/// An item as a file of one content type, as CoreTransferable's `FileRepresentation`: exporting reads the file the
/// exporter returns; importing writes the data to a temporary file the importer reads.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entry: TransferEntry<Item>

    /// Exports and imports `contentType` through files.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(contentType: contentType, export: Self.reading(exporting), importer: Self.writing(importing, as: contentType))
    }

    /// Exports `exportedContentType` through a file.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        entry = TransferEntry(contentType: exportedContentType, export: Self.reading(exporting))
    }

    /// Imports `importedContentType` from a file.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(contentType: importedContentType, importer: Self.writing(importing, as: importedContentType))
    }

    private static func reading(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) -> (Item) async throws -> Data {
        { item in try Data(contentsOf: try await exporting(item).file) }
    }

    private static func writing(_ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item, as contentType: UTType) -> (Data) async throws -> Item {
        { data in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString)")
                .appendingPathExtension(contentType.preferredFilenameExtension ?? "data")
            try data.write(to: file)
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
    }

    var entries: [TransferEntry<Item>] { [entry] }
    /// Built-in: Widgetry reads its entries; its body is itself.
    public var body: Self { self }
}
