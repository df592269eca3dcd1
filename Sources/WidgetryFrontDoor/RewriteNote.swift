/// An `#if` the rewriter left as written, and why: the compiler decides it when the copy is built.
public struct RewriteNote: Sendable, Hashable, CustomStringConvertible {
    /// The line of the `#if` or `#elseif` whose condition could not be decided, in the user's file.
    public var line: Int
    /// That condition, as written.
    public var condition: String
    /// Why it was not decided, e.g. "hasFeature(StrictConcurrency) is left to the compiler".
    public var reason: String

    /// A note about the condition on `line`.
    public init(line: Int, condition: String, reason: String) {
        self.line = line
        self.condition = condition
        self.reason = reason
    }

    /// `line 12: #if hasFeature(X) left as written: …`.
    public var description: String {
        "line \(line): #if \(condition) left as written: \(reason)"
    }
}
