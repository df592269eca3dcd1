/// A user's file as the generated package compiles it: `#if` conditions decided for an iOS build,
/// every line where it was, behind a `#sourceLocation` line naming the original file.
public struct RewrittenSource: Sendable, Hashable {
    /// The text to write into the generated package.
    public var text: String
    /// How many `#if`/`#elseif` conditions were replaced by `true` or `false`.
    public var rewrittenConditions: Int
    /// The `#if`s left for the compiler to decide.
    public var notes: [RewriteNote]

    /// A rewritten file.
    public init(text: String, rewrittenConditions: Int, notes: [RewriteNote]) {
        self.text = text
        self.rewrittenConditions = rewrittenConditions
        self.notes = notes
    }
}
