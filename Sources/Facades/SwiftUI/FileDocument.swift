import Foundation
import WidgetryFoundation
import WidgetryUI
import WidgetryUniformTypeIdentifiers

/// A document type a document-based app reads and writes, as SwiftUI's `FileDocument`: shared model code declares
/// these beside the widget's types. Widgetry shows no document browser; the protocol and its configurations let the
/// code compile and its reading and writing run (tests call `init(configuration:)` and `fileWrapper(configuration:)`).
public protocol FileDocument {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as (its readable types by default).
    static var writableContentTypes: [UTType] { get }
    /// Reads a document.
    init(configuration: FileDocumentReadConfiguration) throws
    /// Writes the document.
    func fileWrapper(configuration: FileDocumentWriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
    /// What a document reads from (`ReadConfiguration` in a conforming type).
    public typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document writes to (`WriteConfiguration` in a conforming type).
    public typealias WriteConfiguration = FileDocumentWriteConfiguration
}

/// What a document is read from, as SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper
    /// A configuration reading `file` as `contentType`.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written to, as SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file written last time, if any.
    public let existingFile: FileWrapper?
    /// A configuration writing `contentType`.
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

extension View {
    /// Offers to save `document` (no dialog is shown here: the view is unchanged and `onCompletion` is not called,
    /// as on a device where the user never confirms).
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, Error>) -> Void) -> some View { self }

    /// Offers to open files (no dialog is shown here, as for ``fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
                             onCompletion: @escaping (Result<[URL], Error>) -> Void) -> some View { self }

    /// Offers to open one file (no dialog is shown here).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, Error>) -> Void) -> some View { self }
}
