/// A CLDR plural category: the keys of a String Catalog's `plural` variations and of a `.stringsdict`
/// plural rule. Which numbers fall in which category depends on the language (see `PluralRules`).
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    /// `zero`: 0 in Arabic and Latvian; also 0 in any language when a `.stringsdict` or catalog gives the form.
    case zero
    /// `one`: 1 in English, 0 and 1 in French, 1, 21, 31 … in Russian.
    case one
    /// `two`: 2 in Arabic and Hebrew.
    case two
    /// `few`: e.g. 2–4 in Czech and Polish, 3–10 in Arabic.
    case few
    /// `many`: e.g. 5–20 in Russian and Polish, 11–99 in Arabic.
    case many
    /// `other`: everything else; every language has it and Xcode always asks for it.
    case other
}
