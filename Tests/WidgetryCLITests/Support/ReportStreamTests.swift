import Foundation
import Testing
@testable import WidgetryCLI

/// What widget code prints must not mix with the report: the report keeps the original standard output,
/// and the descriptor `print` writes to is pointed at standard error. Pipes stand in for the two streams.
@Suite struct ReportStreamTests {
    private func read(_ pipe: Pipe) -> String {
        String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    @Test("After separating, writes to the old descriptor go to the diversion and the kept one carries the report")
    func separatesTheStreams() throws {
        let output = Pipe(), diversion = Pipe()
        let outputFD = output.fileHandleForWriting.fileDescriptor
        let kept = ReportStream.separate(output: outputFD, diversion: diversion.fileHandleForWriting.fileDescriptor)
        #expect(kept != outputFD)
        // Widget code writes to what it thinks is standard output …
        FileHandle(fileDescriptor: outputFD, closeOnDealloc: false).write(Data("widget says hi\n".utf8))
        // … and the report goes to the kept descriptor.
        FileHandle(fileDescriptor: kept, closeOnDealloc: false).write(Data("{\"cells\": 1}\n".utf8))
        close(kept)
        try output.fileHandleForWriting.close()
        try diversion.fileHandleForWriting.close()
        #expect(read(output) == "{\"cells\": 1}\n")
        #expect(read(diversion) == "widget says hi\n")
    }

    @Test("A descriptor that cannot be duplicated is left as it is")
    func badDescriptorChangesNothing() {
        #expect(ReportStream.separate(output: -1, diversion: 2) == -1)
    }
}
