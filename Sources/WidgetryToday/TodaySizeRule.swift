import Foundation

/// One rule the simulated Today host sizes widgets by, with where it comes from and how far to trust
/// it, so tools can print the provenance next to the sizes they show.
public struct TodaySizeRule: Sendable, Hashable {
    /// How well a rule is sourced.
    public enum Confidence: String, Sendable, Hashable {
        /// Reported by several independent developer sources (no Apple reference value exists).
        case corroborated
        /// One source, copied by others at most.
        case singleSourced
        /// Widgetry's own modelling choice where no source gives a number or behaviour.
        case assumption
    }

    /// A short name, e.g. `"compact height"`.
    public let name: String
    /// The rule, e.g. `"110 pt"` or `"screen height − 126 pt"`.
    public let formula: String
    /// Where it comes from.
    public let source: String
    /// How far to trust it.
    public let confidence: Confidence

    /// Creates a rule.
    public init(name: String, formula: String, source: String, confidence: Confidence) {
        self.name = name
        self.formula = formula
        self.source = source
        self.confidence = confidence
    }
}
