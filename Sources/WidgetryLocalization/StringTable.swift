import Foundation

/// One strings table (`Localizable`, `InfoPlist`, …) in every language, merged from its files: a String
/// Catalog, and per `.lproj` folder a `.strings` and a `.stringsdict` file.
///
/// Within one language a `.stringsdict` entry wins over a catalog's, and a catalog's over a `.strings`
/// entry, whatever order the files are added in (iOS looks in the `.stringsdict` first).
public struct StringTable: Hashable, Sendable {
    /// A value with the file it came from.
    struct Record: Hashable, Sendable {
        var value: LocalizedString
        var source: URL?
        var priority: Int
    }

    /// The table name: the files' base name (`Localizable` for `Localizable.strings`).
    public let name: String
    /// Records by language (`""` for files outside any `.lproj`), then key.
    private(set) var records: [String: [String: Record]] = [:]
    /// Keys a catalog marks `shouldTranslate: false`.
    public private(set) var untranslatableKeys: Set<String> = []
    /// The language each catalog's keys are written in, for keys without a source-language value.
    private(set) var sourceLanguages: [String] = []

    /// An empty table.
    public init(name: String) { self.name = name }

    private static let stringsPriority = 0
    private static let catalogPriority = 1
    private static let stringsDictPriority = 2

    /// Adds a `.strings` file's values in `language` (nil for a file outside any `.lproj`, used for every language).
    public mutating func add(_ file: StringsFile, language: String?) {
        for (key, value) in file.strings {
            insert(Record(value: LocalizedString(value), source: file.url, priority: Self.stringsPriority), key: key, language: language)
        }
    }

    /// Adds a `.stringsdict` file's values in `language` (nil for a file outside any `.lproj`).
    public mutating func add(_ file: StringsDictFile, language: String?) {
        for (key, value) in file.strings {
            insert(Record(value: value, source: file.url, priority: Self.stringsDictPriority), key: key, language: language)
        }
    }

    /// Adds every language of a catalog. A key without a value in the source language gets the key itself
    /// there, as Xcode builds it.
    public mutating func add(_ catalog: StringCatalog) {
        if !sourceLanguages.contains(catalog.sourceLanguage) { sourceLanguages.append(catalog.sourceLanguage) }
        for (key, entry) in catalog.strings {
            if !entry.shouldTranslate { untranslatableKeys.insert(key) }
            var localizations = entry.localizations
            if localizations[catalog.sourceLanguage] == nil { localizations[catalog.sourceLanguage] = LocalizedString(key) }
            for (language, value) in localizations {
                insert(Record(value: value, source: catalog.url, priority: Self.catalogPriority), key: key, language: language)
            }
        }
    }

    private mutating func insert(_ record: Record, key: String, language: String?) {
        let language = language.map(LanguageTag.normalize) ?? ""
        if let existing = records[language]?[key], existing.priority > record.priority { return }
        records[language, default: [:]][key] = record
    }

    /// The languages with values, sorted; `Base` included, files outside any `.lproj` not.
    public var languages: [String] { records.keys.filter { !$0.isEmpty }.sorted() }

    /// Every key in any language.
    public var keys: Set<String> { Set(records.values.flatMap(\.keys)) }

    /// The value of `key` in `language` exactly (no fallback); nil `language` for the files outside any `.lproj`.
    public func value(forKey key: String, language: String?) -> LocalizedString? {
        record(forKey: key, language: language)?.value
    }

    func record(forKey key: String, language: String?) -> Record? {
        records[language.map(LanguageTag.normalize) ?? ""]?[key]
    }
}
