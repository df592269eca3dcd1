/// A compiler message that has a known cause and a known next step: something widget code uses
/// that Widgetry does not provide yet, or an Objective-C construct Linux cannot build.
public struct WidgetryGap: Sendable, Hashable {
    /// What is missing, e.g. `Chart`.
    public var symbol: String
    /// Text any of which, found in a compiler message, means this gap.
    public var patterns: [String]
    /// What the user reads under the diagnostic.
    public var hint: String
    /// Where the entry comes from: the docs/compatibility.md row, or the swiftc check behind it.
    public var source: String

    /// An entry matching any of `patterns`.
    public init(symbol: String, patterns: [String], hint: String, source: String) {
        self.symbol = symbol
        self.patterns = patterns
        self.hint = hint
        self.source = source
    }

    /// Whether `message` is about this gap.
    public func matches(_ message: String) -> Bool {
        patterns.contains { message.contains($0) }
    }

    /// A type or function Widgetry lacks: "cannot find 'X' in scope", "cannot find type 'X' in scope",
    /// or, for a property wrapper or attribute macro, "unknown attribute 'X'".
    static func symbol(_ name: String, from area: String? = nil, source: String) -> WidgetryGap {
        WidgetryGap(
            symbol: name,
            patterns: ["cannot find '\(name)' in scope", "cannot find type '\(name)' in scope", "unknown attribute '\(name)'"],
            hint: missing("`\(name)`", area: area), source: source)
    }

    /// A member Widgetry's type lacks: "has no member 'X'".
    static func member(_ name: String, written: String? = nil, from area: String? = nil, source: String) -> WidgetryGap {
        WidgetryGap(
            symbol: name, patterns: ["has no member '\(name)'"],
            hint: missing("`\(written ?? name)`", area: area), source: source)
    }

    /// A module with no Widgetry counterpart: "no such module 'X'".
    static func module(_ name: String, from area: String? = nil, note: String? = nil, source: String) -> WidgetryGap {
        WidgetryGap(
            symbol: name, patterns: ["no such module '\(name)'"],
            hint: missing("`import \(name)`", area: area, note: note), source: source)
    }

    /// An Objective-C or Darwin construct: `hint` is its smallest guard.
    static func interop(_ symbol: String, patterns: [String], hint: String, source: String) -> WidgetryGap {
        WidgetryGap(symbol: symbol, patterns: patterns, hint: hint, source: source)
    }

    private static func missing(_ what: String, area: String?, note: String? = nil) -> String {
        let named = area.map { "\(what) (\($0))" } ?? what
        return "\(named) is not in Widgetry yet\(note.map { " (\($0))" } ?? ""); see docs/compatibility.md"
    }
}
