import Foundation
import WidgetryUniformTypeIdentifiers

/// One way an item is represented for transfer, as CoreTransferable's `TransferRepresentation`: a built-in
/// representation (``DataRepresentation``, ``FileRepresentation``, ``ProxyRepresentation``, ``CodableRepresentation``)
/// or one composed of them in its ``body``.
public protocol TransferRepresentation<Item> {
    /// The item type represented.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representations, most preferred first.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Who may see a representation, as CoreTransferable's `TransferRepresentationVisibility`.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let scope: Int
    /// Every process.
    public static let all = TransferRepresentationVisibility(scope: 3)
    /// Apps of the same team.
    public static let team = TransferRepresentationVisibility(scope: 2)
    /// Apps in the same app group (iOS 17).
    public static let group = TransferRepresentationVisibility(scope: 1)
    /// This app only.
    public static let ownProcess = TransferRepresentationVisibility(scope: 0)

    /// Whether a representation of this visibility is seen by a receiver asking for `asked`.
    func includes(_ asked: TransferRepresentationVisibility) -> Bool { scope >= asked.scope }
}

/// What a representation contributes: a content type with its exporter and importer, as the composed representations
/// are flattened to. Built-in representations produce these; composition concatenates them in order.
struct TransferEntry<Item> {
    var contentType: UTType
    var export: ((Item) async throws -> Data)?
    var importer: ((Data) async throws -> Item)?
    var condition: ((Item) -> Bool)?
    var fileName: ((Item) -> String?)?
    var visibility = TransferRepresentationVisibility.all
}

/// A representation Widgetry can read directly (the built-in ones, composition and modifiers).
protocol PrimitiveTransferRepresentation<Item> {
    associatedtype Item
    var entries: [TransferEntry<Item>] { get }
}

/// Flattens representations to their entries.
enum TransferEntries {
    static func of<R: TransferRepresentation>(_ representation: R) -> [TransferEntry<R.Item>] {
        if let primitive = representation as? any PrimitiveTransferRepresentation<R.Item> { return primitive.entries }
        return of(representation.body).map { $0 as? TransferEntry<R.Item> }.compactMap { $0 }
    }
}

/// Builds a list of representations, as CoreTransferable's `TransferRepresentationBuilder`.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }
    public static func buildPartialBlock<A: TransferRepresentation, B: TransferRepresentation>(accumulated: A, next: B) -> TupleTransferRepresentation<Item, A, B>
        where A.Item == Item, B.Item == Item {
        TupleTransferRepresentation(first: accumulated, second: next)
    }
}

/// Two representations, the first preferred, as a builder block holds them.
public struct TupleTransferRepresentation<Item: Transferable, First: TransferRepresentation, Second: TransferRepresentation>: TransferRepresentation,
    PrimitiveTransferRepresentation where First.Item == Item, Second.Item == Item {
    let first: First
    let second: Second
    /// Built-in: Widgetry reads its entries; its body is itself.
    public var body: Self { self }
    var entries: [TransferEntry<Item>] { TransferEntries.of(first) + TransferEntries.of(second) }
}
