import WidgetryFindings

/// Where a view value was created, captured by its initializer's `#filePath` and `#line` defaults, kept as
/// the compiler's static string so that capturing costs no allocation; turned into a ``SourceLine`` only
/// when a finding needs it.
///
/// It is not part of a view's value: two `Text("Hi")` written on different lines are equal, as in SwiftUI.
struct ViewSource: Sendable, Hashable {
    let file: StaticString
    let line: UInt

    init(file: StaticString, line: UInt) {
        self.file = file
        self.line = line
    }

    /// The user's file and line; `nil` for a view Widgetry's own code created (a `Label`'s title, a
    /// gauge's ticks), whose nearest user-written ancestor is the line to report.
    var sourceLine: SourceLine? {
        isUsers ? SourceLine(file: file.description, line: Int(line)) : nil
    }

    /// Whether the view was created outside Widgetry's own sources (or in its sample widgets); compared byte by byte, without
    /// making a string, as layout asks it of every statement it builds.
    var isUsers: Bool {
        guard file.hasPointerRepresentation else { return true }
        let prefix = Self.widgetrySources
        guard file.utf8CodeUnitCount >= prefix.count else { return true }
        let bytes = UnsafeBufferPointer(start: file.utf8Start, count: file.utf8CodeUnitCount)
        guard bytes.prefix(prefix.count).elementsEqual(prefix) else { return true }
        // The sample widgets are written as users write widgets: their lines are reported.
        return bytes.dropFirst(prefix.count).starts(with: Self.samples)
    }

    private static let samples = Array("WidgetrySamples/".utf8)

    /// Widgetry's `Sources/` folder as this build's compiler named it: every view created there is ours.
    private static let widgetrySources: [UInt8] = {
        // Sources/WidgetryUI/SourceLines/ViewSource.swift → Sources/
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return Array((path + "/").utf8)
    }()

    static func == (lhs: ViewSource, rhs: ViewSource) -> Bool { lhs.line == rhs.line && lhs.file.description == rhs.file.description }
    func hash(into hasher: inout Hasher) { hasher.combine(line) }
}
