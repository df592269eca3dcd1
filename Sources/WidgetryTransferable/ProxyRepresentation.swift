import Foundation
import WidgetryUniformTypeIdentifiers

/// An item transferred as another transferable value (a URL, a string), as CoreTransferable's `ProxyRepresentation`:
/// it has every content type of the proxy's representations.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> Proxy)?
    let importing: (@Sendable (Proxy) async throws -> Item)?

    /// Exports and imports through `Proxy`.
    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy, importing: @escaping @Sendable (Proxy) async throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Exports through `Proxy`.
    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) {
        self.exporting = exporting
        importing = nil
    }

    /// Imports through `Proxy`.
    public init(importing: @escaping @Sendable (Proxy) async throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    var entries: [TransferEntry<Item>] {
        Proxy.transferEntries.map { proxied in
            var entry = TransferEntry<Item>(contentType: proxied.contentType, visibility: proxied.visibility)
            if let exporting, let export = proxied.export { entry.export = { try await export(try await exporting($0)) } }
            if let importing, let importer = proxied.importer { entry.importer = { try await importing(try await importer($0)) } }
            return entry
        }
    }
    /// Built-in: Widgetry reads its entries; its body is itself.
    public var body: Self { self }
}
