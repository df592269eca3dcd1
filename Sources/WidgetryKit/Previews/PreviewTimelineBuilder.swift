/// Collects the entries of a `#Preview(as:widget:timeline:)` closure: one entry per line, `if`/`else`,
/// loops, and arrays of entries, as WidgetKit's preview timeline builder accepts.
@resultBuilder
public enum PreviewTimelineBuilder<Entry> {
    /// One entry.
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    /// Several entries at once.
    public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
    /// The entries of every line, in order.
    public static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    /// The entries of an `if` without `else` (none when false).
    public static func buildOptional(_ part: [Entry]?) -> [Entry] { part ?? [] }
    /// The entries of the `if` branch.
    public static func buildEither(first part: [Entry]) -> [Entry] { part }
    /// The entries of the `else` branch.
    public static func buildEither(second part: [Entry]) -> [Entry] { part }
    /// The entries of a `for` loop.
    public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
    /// The entries of an `#available` branch.
    public static func buildLimitedAvailability(_ part: [Entry]) -> [Entry] { part }
}
