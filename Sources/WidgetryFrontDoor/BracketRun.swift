/// The longest run of `[` in a file, whitespace between them allowed. swift-syntax's parser (which the front door
/// reads every file with) looks ahead at each `[` in statement position for an inline-array type (`[3 of Int]`),
/// and the lookahead nests: its time doubles with each `[` of a run, balanced or not. Fuzzing the `#if` rewriter
/// found it (a 120-deep run did not finish in minutes; 16 take 30 s in a debug build, 8 a third of a second), so a
/// file with a longer run than ``limit`` is refused with its line instead of hanging the check.
enum BracketRun {
    /// Deeper than any array literal or subscript chain in code we have seen (real code nests two or three).
    static let limit = 12

    /// The longest run and the line (1-based) it starts on.
    static func longest(in text: String) -> (depth: Int, line: Int) {
        var best = (depth: 0, line: 0)
        var depth = 0, line = 1, start = 1
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                if depth == 0 { start = line }
                depth += 1
                if depth > best.depth { best = (depth, start) }
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                depth = 0
            }
        }
        return best
    }
}
