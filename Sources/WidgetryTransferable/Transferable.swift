import Foundation
import WidgetryUniformTypeIdentifiers

/// A type that can be shared, dragged or copied as data of one or more content types, as CoreTransferable's
/// `Transferable` (iOS 16). Its ``transferRepresentation`` lists how, in order of preference; Widgetry runs the
/// exporters and importers it lists (``exported(as:)``, ``init(importing:contentType:)``), which is what
/// `ShareLink`, drag and drop and the pasteboard call on iOS.
public protocol Transferable {
    /// How the type is represented.
    associatedtype Representation: TransferRepresentation
    /// The representations, most preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The entries of the type's representations, as this type's (a representation's `Item` is always the type itself;
    /// the protocol cannot say so of an opaque `some TransferRepresentation`, so it is checked here at run time).
    static var transferEntries: [TransferEntry<Self>] {
        TransferEntries.of(transferRepresentation).compactMap { $0 as? TransferEntry<Self> }
    }

    /// The content types the item exports, in order of preference.
    public static func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        transferEntries.filter { $0.export != nil && $0.visibility.includes(visibility) }.map(\.contentType)
    }

    /// The content types the type imports, in order of preference.
    public static func importedContentTypes() -> [UTType] {
        transferEntries.filter { $0.importer != nil }.map(\.contentType)
    }

    /// The item as data of `contentType` (or of a type conforming to it), from the first representation that exports it.
    public func exported(as contentType: UTType) async throws -> Data {
        for entry in Self.transferEntries where entry.contentType.conforms(to: contentType) {
            guard let export = entry.export, entry.condition?(self) ?? true else { continue }
            return try await export(self)
        }
        throw TransferError.noRepresentation(of: Self.self, exporting: contentType)
    }

    /// An item from `data` of `contentType` (nil: the first type the type imports), from the first representation that
    /// imports it.
    public init(importing data: Data, contentType: UTType?) async throws {
        for entry in Self.transferEntries where contentType.map({ $0.conforms(to: entry.contentType) }) ?? true {
            guard let importer = entry.importer else { continue }
            self = try await importer(data)
            return
        }
        throw TransferError.noRepresentation(of: Self.self, importing: contentType)
    }

    /// The file name suggested by the representation that exports the item as `contentType` (the first whose condition
    /// holds), if it suggests one.
    public func suggestedFileName(for contentType: UTType) -> String? {
        Self.transferEntries.first { $0.contentType.conforms(to: contentType) && $0.export != nil && ($0.condition?(self) ?? true) }
            .flatMap { $0.fileName?(self) }
    }
}

/// Why an item could not be exported or imported, naming the type and what was asked.
public struct TransferError: Error, CustomStringConvertible, Sendable {
    public let description: String

    static func noRepresentation(of type: Any.Type, exporting contentType: UTType) -> TransferError {
        TransferError(description: "\(type) has no representation exporting \(contentType.identifier); add one to its transferRepresentation")
    }

    static func noRepresentation(of type: Any.Type, importing contentType: UTType?) -> TransferError {
        TransferError(description: "\(type) has no representation importing \(contentType?.identifier ?? "any type"); add one to its transferRepresentation")
    }
}
