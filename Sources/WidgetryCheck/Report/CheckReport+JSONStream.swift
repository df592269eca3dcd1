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
        json.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Data in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return Data() }
            // Lines are found with memchr and copied whole. A project's check executable is a debug build, where
            // walking the bytes through generic collection methods (`firstIndex(of:)` on a slice) looked up type
            // metadata per byte: half the time of writing a 19 MB report.
            let newline = UInt8(ascii: "\n")
            var lines: [Range<Int>] = []
            var start = 0
            while start < bytes.count {
                let end = memchr(base + start, Int32(newline), bytes.count - start).map { base.distance(to: UnsafeRawPointer($0)) + 1 }
                    ?? bytes.count
                lines.append(start..<end)
                start = end
            }
            let indentedLines = lines.filter { bytes[$0.lowerBound] != newline }.count
            var result = Data(count: bytes.count + indentedLines * spaces)
            result.withUnsafeMutableBytes { (target: UnsafeMutableRawBufferPointer) in
                guard let out = target.baseAddress else { return }
                var offset = 0
                for line in lines {
                    if bytes[line.lowerBound] != newline {
                        memset(out + offset, Int32(UInt8(ascii: " ")), spaces)
                        offset += spaces
                    }
                    memcpy(out + offset, base + line.lowerBound, line.count)
                    offset += line.count
                }
            }
            return result
        }
    }
}
