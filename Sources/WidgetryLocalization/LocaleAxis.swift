import Foundation

/// The locales a run covers, from a `--locale` argument: `all` (every localization of the string tables,
/// the development language first) or a comma-separated list (`de,ja,ar`, `pt-BR`, `zh_Hans`).
///
/// Identifiers are checked against Foundation's ISO lists (language codes, regions, and the scripts of
/// its known locales), so a typo fails with the identifier named instead of silently showing English.
/// A valid locale the app is not localized into is kept — iOS shows such readers the development
/// language — and listed in `unlocalized` so a front end can say so.
public struct LocaleAxis: Hashable, Sendable {
    /// The locales, normalised (`pt-BR`, `zh-Hans`), in the order given, without repeats.
    public let locales: [String]
    /// Those of `locales` that no localization serves (they will show the development language).
    public let unlocalized: [String]

    /// Parses `argument` against what the bundle's tables contain.
    /// - Throws: `LocalizationError` of kind `.unknownLocale` naming the first identifier that is not a
    ///   locale, and listing the localizations there are.
    public init(parsing argument: String, bundle: LocalizationBundle) throws {
        try self.init(parsing: argument, localizations: bundle.localizations)
    }

    /// Parses `argument` against `localizations` (the development language first, as
    /// `LocalizationBundle.localizations` gives them).
    public init(parsing argument: String, localizations: [String]) throws {
        let localizations = localizations.map(LanguageTag.normalize)
        let entries = argument.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var locales: [String] = []
        func available() -> String {
            localizations.isEmpty ? "the string tables contain no localizations" : "the string tables contain: \(localizations.joined(separator: ", "))"
        }
        for entry in entries {
            if entry.lowercased() == "all" {
                locales += localizations
                continue
            }
            guard !entry.isEmpty else {
                throw LocalizationError(.unknownLocale, "--locale \"\(argument)\" has an empty entry; \(available())")
            }
            let normalized = LanguageTag.normalize(entry)
            guard localizations.contains(normalized) || Self.isValidIdentifier(entry) else {
                throw LocalizationError(.unknownLocale, "unknown locale \"\(entry)\"; \(available()) (or use \"all\")")
            }
            locales.append(normalized)
        }
        var seen: Set<String> = []
        self.locales = locales.filter { seen.insert($0).inserted }
        let developmentLanguage = localizations.first ?? LocalizationBundle.defaultDevelopmentLanguage
        self.unlocalized = self.locales.filter {
            !LocalizationChoice(readerLocale: $0, localizations: localizations, developmentLanguage: developmentLanguage).servesReader
        }
    }

    /// Whether `identifier` names a locale: an ISO 639 language code Foundation knows, optionally followed
    /// by a script of one of its locales (`Hans`, `Cyrl`) and an ISO 3166 region or UN M.49 area (`BR`, `419`).
    public static func isValidIdentifier(_ identifier: String) -> Bool {
        guard let tag = LanguageTag(identifier), tag.variants.isEmpty, tag.identifier != LanguageTag.base,
              languageCodes.contains(tag.language) else { return false }
        if let script = tag.script, !scripts.contains(script) { return false }
        if let region = tag.region, !regions.contains(region) { return false }
        return true
    }

    /// Which way `identifier`'s script runs (right to left for `ar`, `he`, `fa`, `ur`), from Foundation's
    /// `Locale.Language.characterDirection`; left to right when Foundation does not know.
    public static func characterDirection(of identifier: String) -> Locale.LanguageDirection {
        let direction = Locale.Language(identifier: LanguageTag.normalize(identifier)).characterDirection
        return direction == .unknown ? .leftToRight : direction
    }

    /// Whether `identifier`'s script runs right to left.
    public static func isRightToLeft(_ identifier: String) -> Bool {
        characterDirection(of: identifier) == .rightToLeft
    }

    private static let languageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
    private static let regions = Set(Locale.Region.isoRegions.map(\.identifier))
    private static let scripts = Set(Locale.availableIdentifiers.compactMap { Locale(identifier: $0).language.script?.identifier })
}
