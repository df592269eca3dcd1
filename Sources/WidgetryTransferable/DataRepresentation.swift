import Foundation
import WidgetryUniformTypeIdentifiers

/// An item as bytes of one content type, as CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entry: TransferEntry<Item>

    /// Exports and imports `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(contentType: contentType, export: exporting, importer: importing)
    }

    /// Exports `exportedContentType` only.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entry = TransferEntry(contentType: exportedContentType, export: exporting)
    }

    /// Imports `importedContentType` only.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(contentType: importedContentType, importer: importing)
    }

    var entries: [TransferEntry<Item>] { [entry] }
    /// Built-in: Widgetry reads its entries; its body is itself.
    public var body: Self { self }
}

/// An item as a Codable value, JSON-encoded by default, as CoreTransferable's `CodableRepresentation`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entry: TransferEntry<Item>

    /// Encodes and decodes the item as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Encodes and decodes the item with `encoder` and `decoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: JSONEncoder, decoder: JSONDecoder) {
        let coders = Coders(encoder: encoder, decoder: decoder)
        entry = TransferEntry(contentType: contentType, export: { try coders.encoder.encode($0) }, importer: { try coders.decoder.decode(Item.self, from: $0) })
    }

    /// Encodes and decodes with property lists.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: PropertyListEncoder, decoder: PropertyListDecoder) {
        let coders = PropertyListCoders(encoder: encoder, decoder: decoder)
        entry = TransferEntry(contentType: contentType, export: { try coders.encoder.encode($0) }, importer: { try coders.decoder.decode(Item.self, from: $0) })
    }

    var entries: [TransferEntry<Item>] { [entry] }
    /// Built-in: Widgetry reads its entries; its body is itself.
    public var body: Self { self }
}

// Foundation's coders are classes configured once, then only used to encode and decode.
private struct Coders: @unchecked Sendable { let encoder: JSONEncoder; let decoder: JSONDecoder }
private struct PropertyListCoders: @unchecked Sendable { let encoder: PropertyListEncoder; let decoder: PropertyListDecoder }
