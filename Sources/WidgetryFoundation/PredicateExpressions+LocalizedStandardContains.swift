import Foundation

// `#Predicate { $0.name.localizedStandardContains(text) }` expands to `PredicateExpressions.build_localizedStandardContains`,
// which Foundation declares only on Apple platforms (swift-foundation leaves it out of the Linux build, where it would
// need FoundationInternationalization). Apps filter SwiftData fetches and App Intents queries this way, so the
// expression is declared here with the same name and evaluation: `String.localizedStandardContains` (case- and
// diacritic-insensitive, in the current locale), which Linux's Foundation has.
extension PredicateExpressions {
    /// `root.localizedStandardContains(other)` inside a predicate.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
        where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool

        /// The text searched.
        public let root: Root
        /// The text searched for.
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
        }
    }

    /// What `#Predicate` writes for `root.localizedStandardContains(other)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
    where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
