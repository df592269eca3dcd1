import Foundation

extension CheckReport {
    /// The bytes of ``json()``, handed to `write` a piece at a time: the report without its problems, then
    /// each problem encoded on its own and indented to its place. A report listing 200,000 cells is then never
    /// one 60 MB document plus the encoder's tree of it (which tripled `check --json-output`'s peak memory).
    ///
    /// The pieces join to exactly what ``json()`` writes: JSONEncoder's pretty printing indents by two spaces
    /// a level and writes nothing but whitespace at the start of a line, so a problem encoded alone is the
    /// same text two levels shallower. `CheckReportJSONStreamTests` holds the two byte for byte.
    public func writeJSON(_ write: (Data) throws -> Void) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var frame = self
        frame.problems = []
        let outline = try encoder.encode(frame)
        // The problems array sits at the top level; an empty one is written as "[", a blank line and "  ]".
        let emptyProblems = Data("\n  \"problems\" : [\n\n  ]".utf8)
        guard !problems.isEmpty, let slot = outline.range(of: emptyProblems) else {
            try write(try encoder.encode(self))
            return
        }
        try write(outline[..<slot.lowerBound] + Data("\n  \"problems\" : [\n".utf8))
        for (index, problem) in problems.enumerated() {
            var piece = Self.indented(try encoder.encode(problem), by: 4)
            piece.append(contentsOf: Array((index == problems.count - 1 ? "\n" : ",\n").utf8))
            try write(piece)
        }
        try write(Data("  ]".utf8) + outline[slot.upperBound...])
    }

    /// Writes ``json()`` to `url` through ``writeJSON(_:)``: into a file beside it, moved into place when
    /// complete, so a run that fails half-way leaves the previous report (or none), never half of one.
    public func writeJSON(to url: URL) throws {
        let partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: partial.path])
        }
        do {
            let handle = try FileHandle(forWritingTo: partial)
            defer { try? handle.close() }
            try writeJSON { try handle.write(contentsOf: $0) }
            try handle.synchronize()
            // rename(2) replaces an older report in one step (FileManager's replaceItemAt fails on Linux).
            guard rename(partial.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                              NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
            }
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }

    /// `json` with `spaces` more spaces at the start of every line that has text (blank lines, which
    /// JSONEncoder writes inside empty arrays, stay empty).
    static func indented(_ json: Data, by spaces: Int) -> Data {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        var result: [UInt8] = []
        result.reserveCapacity(json.count + json.count / 4)
        json.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var lineStart = 0
            // Line by line: a byte-at-a-time Data append cost seconds on a 60 MB report.
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: newline).map { $0 + 1 } ?? bytes.count
                if bytes[lineStart] != newline { result.append(contentsOf: repeatElement(space, count: spaces)) }
                result.append(contentsOf: bytes[lineStart..<lineEnd])
                lineStart = lineEnd
            }
        }
        return Data(result)
    }
}
