import SwiftUI
import Testing

// A document type and a draggable row in a file that imports only SwiftUI, as app code shared with a widget does:
// SwiftUI re-exports CoreTransferable and the content types (our own code).
struct NotesDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct DraggableNote: View {
    let text: String
    var body: some View {
        Text(text).draggable(text).dropDestination(for: String.self) { items, _ in !items.isEmpty }
    }
}

@Suite struct TransferableThroughSwiftUITests {
    @Test("A FileDocument writes through a FileWrapper to disk and reads back; Transferable and UTType need only SwiftUI")
    func documentRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = NotesDocument(text: "Buy saffron")
        let wrapper = try document.fileWrapper(configuration: .init(contentType: .plainText))
        let bundle = FileWrapper(directoryWithFileWrappers: [:])
        #expect(bundle.addRegularFile(withContents: wrapper.regularFileContents ?? Data(), preferredFilename: "notes.txt") == "notes.txt")
        try bundle.write(to: folder, originalContentsURL: nil)
        let read = try FileWrapper(url: folder.appendingPathComponent("notes.txt"))
        #expect(read.isRegularFile && read.filename == "notes.txt")
        #expect(try NotesDocument(configuration: .init(contentType: .plainText, file: read)).text == "Buy saffron")
        #expect(NotesDocument.writableContentTypes == [.plainText])
        #expect(String.exportedContentTypes() == [.utf8PlainText])
        _ = DraggableNote(text: "Buy saffron").body
    }
}
