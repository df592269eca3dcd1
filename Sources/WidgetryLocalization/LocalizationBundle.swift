import Foundation
import Synchronization

/// The strings of one widget target across its files and languages, looked up as iOS's `Bundle` does.
///
/// Built from the target's string files: `Localizable.xcstrings` (every language in one file), and
/// `de.lproj/Localizable.strings`, `Base.lproj/Localizable.strings`, `en.lproj/Localizable.stringsdict`
/// (the language from the `.lproj` folder, the table from the file's base name). A file outside any
/// `.lproj` holds text used for every language.
public struct LocalizationBundle: Hashable, Sendable {
    /// The table `Text("key")` and `String(localized:)` read when none is named.
    public static let defaultTable = "Localizable"
    /// The development language when nothing names one: Xcode's default development region.
    public static let defaultDevelopmentLanguage = "en"

    /// The language the app is developed in (`CFBundleDevelopmentRegion`): what a reader whose language the
    /// app lacks sees, and the last place a key is looked for before the key itself is shown.
    public var developmentLanguage: String
    /// The tables by name.
    public let tables: [String: StringTable]
    /// Every language the tables have besides `Base`, sorted: worked out once, since every text of every
    /// cell looks its key up through them.
    private let tableLanguages: [String]
    /// Each requested locale's matching localizations, worked out once per locale and development language
    /// (parsing the candidates' language tags took 3 % of a check when done per lookup).
    private let matches = MatchMemo()

    /// A bundle of tables already read.
    public init(tables: [StringTable], developmentLanguage: String) {
        self.developmentLanguage = LanguageTag.normalize(developmentLanguage)
        self.tables = Dictionary(tables.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
        var languages = Set(tables.flatMap { $0.languages + $0.sourceLanguages })
        languages.remove(LanguageTag.base)
        tableLanguages = languages.sorted()
    }

    public static func == (a: LocalizationBundle, b: LocalizationBundle) -> Bool {
        a.developmentLanguage == b.developmentLanguage && a.tables == b.tables
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(developmentLanguage)
        hasher.combine(tables)
    }

    /// The memo behind ``matchingLocalizations(for:)``: a pure function's answers, shared by copies of the bundle.
    private final class MatchMemo: Sendable {
        struct Key: Hashable { var locale: String; var developmentLanguage: String }
        let answers = Mutex<[Key: (requested: String, matched: [String])]>([:])
    }

    /// Reads every file in `files` (`.xcstrings`, `.strings`, `.stringsdict`).
    ///
    /// - Parameter developmentLanguage: the development language; by default the first catalog's
    ///   `sourceLanguage`, else `en` (Xcode's default development region).
    /// - Throws: the first file's `LocalizationError`, naming the file and line; or one naming a file of
    ///   another kind.
    public init(contentsOf files: [URL], developmentLanguage: String? = nil) throws {
        var tables: [String: StringTable] = [:]
        var catalogLanguage: String?
        for url in files {
            let name = url.deletingPathExtension().lastPathComponent
            let language = LanguageTag.language(ofFileAt: url)
            var table = tables[name] ?? StringTable(name: name)
            switch url.pathExtension.lowercased() {
            case "xcstrings":
                let catalog = try StringCatalog(contentsOf: url)
                catalogLanguage = catalogLanguage ?? catalog.sourceLanguage
                table.add(catalog)
            case "strings":
                table.add(try StringsFile(contentsOf: url), language: language)
            case "stringsdict":
                table.add(try StringsDictFile(contentsOf: url), language: language)
            default:
                throw LocalizationError(.unreadable, "is not a strings file (expected .xcstrings, .strings or .stringsdict)", file: url)
            }
            tables[name] = table
        }
        self.init(tables: Array(tables.values), developmentLanguage: developmentLanguage ?? catalogLanguage ?? Self.defaultDevelopmentLanguage)
    }

    /// Every language any table has, and the development language: the development language first, the
    /// rest sorted. `Base` is not a language of its own and is left out.
    public var localizations: [String] {
        [developmentLanguage] + tableLanguages.filter { $0 != developmentLanguage }
    }

    /// The localizations that serve `locale`, best first (`pt-BR` → `pt-BR`, `pt`; `zh-Hans-CN` → `zh-Hans`);
    /// empty when the app is not localized into the locale's language.
    public func matchingLocalizations(for locale: String) -> [String] {
        searchOrder(for: locale).matched
    }

    /// `locale` normalised (`de_CH` → `de-CH`) and the localizations that serve it, from the memo.
    private func searchOrder(for locale: String) -> (requested: String, matched: [String]) {
        let key = MatchMemo.Key(locale: locale, developmentLanguage: developmentLanguage)
        if let known = matches.answers.withLock({ $0[key] }) { return known }
        let requested = LanguageTag.normalize(locale)
        let answer = (requested, LanguageMatcher.searchOrder(for: requested, among: localizations))
        matches.answers.withLock { $0[key] = answer }
        return answer
    }

    /// The value of `key` for `locale`, looked up in Apple's fallback order: the locale's language-region
    /// (`pt-BR`), its language (`pt`), `Base`, the files outside any `.lproj`, the development language,
    /// and finally the key itself. The result says where the value came from and whether that is a fallback.
    ///
    /// - Parameters:
    ///   - table: the table name; `Localizable` when nil.
    ///   - deviceIdiom: the device whose `device` variations apply when formatting.
    public func localizedString(forKey key: String, table: String? = nil, locale: Locale, deviceIdiom: DeviceIdiom? = nil) -> Resolution {
        localizedString(forKey: key, table: table, locale: locale.identifier, deviceIdiom: deviceIdiom)
    }

    /// The same lookup for a locale identifier (`de`, `pt-BR`, `zh_Hans_CN`).
    public func localizedString(forKey key: String, table: String? = nil, locale: String, deviceIdiom: DeviceIdiom? = nil) -> Resolution {
        let tableName = table ?? Self.defaultTable
        let (requested, matched) = searchOrder(for: locale)
        let stringTable = tables[tableName]
        func resolution(_ status: Resolution.Status, _ language: String?, _ record: StringTable.Record?) -> Resolution {
            Resolution(key: key, table: tableName, locale: requested, language: language, matchedLocalization: matched.first,
                       status: status, value: record?.value ?? LocalizedString(key), source: record?.source,
                       deviceIdiom: deviceIdiom, developmentLanguage: developmentLanguage)
        }

        // `shouldTranslate: false`: the source text everywhere, by design.
        if let stringTable, stringTable.untranslatableKeys.contains(key) {
            for language in stringTable.sourceLanguages + [developmentLanguage] {
                if let record = stringTable.record(forKey: key, language: language) { return resolution(.doNotTranslate, language, record) }
            }
        }
        guard let stringTable else { return resolution(.missingKey, nil, nil) }
        for language in matched {
            if let record = stringTable.record(forKey: key, language: language) { return resolution(.translated, language, record) }
        }
        // Past the locale's own localizations: whatever is found now is a fallback, unless the locale's
        // language is the development language (whose text Base usually holds).
        let readsDevelopmentLanguage = matched.first.flatMap(LanguageTag.init)?.language == LanguageTag(developmentLanguage)?.language
        let fallback: Resolution.Status = matched.isEmpty ? .unsupportedLocale : readsDevelopmentLanguage ? .translated : .missingTranslation
        if let record = stringTable.record(forKey: key, language: LanguageTag.base) { return resolution(fallback, LanguageTag.base, record) }
        if let record = stringTable.record(forKey: key, language: nil) { return resolution(.shared, nil, record) }
        if let record = stringTable.record(forKey: key, language: developmentLanguage) {
            return resolution(fallback, developmentLanguage, record)
        }
        return resolution(.missingKey, nil, nil)
    }

    /// Of every localization's value for `key`, the widest once formatted with `arguments` (Xcode-style
    /// "longest" pseudo-localisation): shows whether the layout holds whatever language a reader picks.
    /// Only real translations take part; ties go to the earlier localization (the development language first).
    ///
    /// - Parameter width: how wide a text is; character count by default, a font measurement for accuracy.
    public func widestTranslation(forKey key: String, table: String? = nil, arguments: [FormatArgument] = [],
                                  deviceIdiom: DeviceIdiom? = nil, width: (String) -> Double = { Double($0.count) }) -> Resolution {
        var best = localizedString(forKey: key, table: table, locale: developmentLanguage, deviceIdiom: deviceIdiom)
        var bestWidth = -Double.infinity
        for language in localizations {
            let resolution = localizedString(forKey: key, table: table, locale: language, deviceIdiom: deviceIdiom)
            guard resolution.status == .translated || resolution.status == .doNotTranslate || resolution.status == .shared else { continue }
            // Formatted text when the arguments fit; otherwise the widest raw form.
            let texts = (try? resolution.formatted(arguments)).map { [$0] } ?? resolution.value.allValues
            let measured = texts.map(width).max() ?? 0
            if measured > bestWidth {
                best = resolution
                bestWidth = measured
            }
        }
        return best
    }
}
