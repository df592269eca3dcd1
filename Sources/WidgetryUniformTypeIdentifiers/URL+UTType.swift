import Foundation

extension URL {
    /// This URL with `partialName` appended and, unless it already has one, the type's preferred file extension
    /// (`appendingPathComponent("catalog", conformingTo: .json)` → `…/catalog.json`), as UniformTypeIdentifiers adds
    /// on iOS 14.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        let url = appendingPathComponent(partialName)
        guard url.pathExtension.isEmpty, let fileExtension = contentType.preferredFilenameExtension else { return url }
        return url.appendingPathExtension(fileExtension)
    }

    /// This URL with `partialName` appended as one component, and the type's extension when it has none (iOS 16).
    public func appending(component partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(partialName, conformingTo: contentType)
    }

    /// This URL with the type's preferred file extension added (iOS 14).
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let fileExtension = contentType.preferredFilenameExtension else { return self }
        return appendingPathExtension(fileExtension)
    }
}
