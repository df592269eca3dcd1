import Foundation

/// A language identifier split into the parts that matching needs, written the way `.lproj` folders and
/// String Catalogs write them (BCP 47 with hyphens: `pt-BR`, `zh-Hans`, `zh-Hant-TW`).
struct LanguageTag: Hashable, Sendable {
    /// The language subtag, lowercased (`zh`).
    var language: String
    /// The script subtag, title-cased (`Hans`), when written.
    var script: String?
    /// The region subtag, uppercased (`CN`, `419`), when written.
    var region: String?
    /// Anything after the region (variants), lowercased and kept only so the identifier round-trips.
    var variants: [String] = []

    /// `Base.lproj` holds the development-language text of storyboards and strings, not a language of its own.
    static let base = "Base"

    /// Folder names older Xcode projects used instead of codes (`English.lproj`).
    private static let legacyNames = [
        "english": "en", "german": "de", "french": "fr", "japanese": "ja", "spanish": "es", "italian": "it", "dutch": "nl",
    ]

    /// Parses `en`, `en_GB`, `zh-hans-cn`, `de_DE@calendar=gregorian`, `German`; nil for an empty string.
    init?(_ identifier: String) {
        // Keywords after `@` (calendar, numbering system) do not choose a localization.
        let trimmed = identifier.split(separator: "@", maxSplits: 1).first.map(String.init)?
            .trimmingCharacters(in: .whitespaces) ?? ""
        if let legacy = Self.legacyNames[trimmed.lowercased()] {
            self.init(language: legacy)
            return
        }
        let parts = trimmed.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, !first.isEmpty else { return nil }
        self.init(language: first.lowercased())
        for part in parts.dropFirst() {
            if script == nil, region == nil, variants.isEmpty, part.count == 4, part.allSatisfy(\.isLetter) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, variants.isEmpty,
                      (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                region = part.uppercased()
            } else {
                variants.append(part.lowercased())
            }
        }
    }

    init(language: String, script: String? = nil, region: String? = nil) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// The identifier with hyphens and canonical case (`zh-Hans-CN`); `Base` stays `Base`.
    var identifier: String {
        if language == "base" && script == nil && region == nil { return Self.base }
        return ([language] + [script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// The script this language is written in when the identifier leaves it out, from CLDR's likely
    /// subtags as Foundation knows them: `zh-TW` → `Hant`, `zh` → `Hans`, `sr` → `Cyrl`. Matching compares
    /// these, so `zh-Hans-CN` finds `zh-Hans` but never `zh-Hant`.
    var likelyScript: String? {
        if let script { return script }
        if identifier == Self.base { return nil }
        let maximal = Locale.Language(identifier: identifier).maximalIdentifier
        return maximal.split(separator: "-").dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }.map(String.init)
    }

    /// `identifier` normalised (`en_GB` → `en-GB`), or the input unchanged when it does not parse.
    static func normalize(_ identifier: String) -> String {
        LanguageTag(identifier)?.identifier ?? identifier
    }

    /// The language of a file from the nearest enclosing `.lproj` folder (`de.lproj/Localizable.strings`
    /// → `de`), or nil for a file outside any, which iOS uses for every language.
    static func language(ofFileAt url: URL) -> String? {
        for component in url.deletingLastPathComponent().pathComponents.reversed() where component.hasSuffix(".lproj") {
            return normalize(String(component.dropLast(".lproj".count)))
        }
        return nil
    }
}

/// Chooses which localizations serve a requested locale, best first.
enum LanguageMatcher {
    /// The localizations among `available` that can serve `requested`, best first: the identical identifier;
    /// the same region (with a compatible script); the language with its script (`zh-Hans`); the bare
    /// language; then the same language in other regions (a `pt-BR` reader prefers `pt-PT` to English).
    /// Scripts must agree after filling in likely subtags. `Base` never matches: callers search it after these.
    ///
    /// Foundation's `Bundle.preferredLocalizations(from:forPreferences:)` answers this on Darwin, but on
    /// Linux it returns the first localization whatever is asked, so the order is computed here.
    static func searchOrder(for requested: String, among available: some Sequence<String>) -> [String] {
        guard let wanted = LanguageTag(requested) else { return [] }
        let wantedScript = wanted.likelyScript
        var ranked: [(rank: Int, identifier: String)] = []
        for identifier in Set(available) where identifier != LanguageTag.base {
            guard let candidate = LanguageTag(identifier), candidate.language == wanted.language else { continue }
            if let wantedScript, let script = candidate.likelyScript, script != wantedScript { continue }
            let rank: Int
            if candidate.identifier == wanted.identifier {
                rank = 0
            } else if let region = candidate.region {
                rank = region == wanted.region ? 1 : 4
            } else {
                rank = candidate.script != nil ? 2 : 3
            }
            ranked.append((rank, candidate.identifier))
        }
        return ranked.sorted { ($0.rank, $0.identifier) < ($1.rank, $1.identifier) }.map(\.identifier)
    }
}
