import Foundation
import WidgetryUniformTypeIdentifiers

/// A representation changed by a modifier: exported only when a condition holds, with a suggested file name, or with
/// a visibility.
public struct ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Item = Base.Item
    let base: Base
    let change: (inout TransferEntry<Base.Item>) -> Void

    var entries: [TransferEntry<Item>] {
        TransferEntries.of(base).map { entry in
            var entry = entry
            change(&entry)
            return entry
        }
    }
    /// Built-in: Widgetry reads its entries; its body is itself.
    public var body: Self { self }
}

extension TransferRepresentation {
    /// Exports the item only when `condition` holds for it.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self) { $0.condition = condition }
    }

    /// Suggests `fileName` for the exported file.
    public func suggestedFileName(_ fileName: String) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self) { $0.fileName = { _ in fileName } }
    }

    /// Suggests a file name for each item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self) { $0.fileName = fileName }
    }

    /// Who may see the representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self) { $0.visibility = visibility }
    }
}
