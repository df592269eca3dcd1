import Foundation

/// A String Catalog (`.xcstrings`): Xcode's JSON file holding every language of one strings table.
///
/// The file is `{ "sourceLanguage", "version", "strings": { key: entry } }`; an entry has optional
/// `comment`, `extractionState`, `shouldTranslate` and `localizations`, language → `stringUnit`
/// (`state`, `value`) or `variations` (`plural` by CLDR category, `device` by idiom, nested), with
/// `substitutions` (name → `argNum`, `formatSpecifier`, `variations`) for strings with several counted numbers.
public struct StringCatalog: Hashable, Sendable {
    /// One key's record.
    public struct Entry: Hashable, Sendable {
        /// The developer's note to translators.
        public var comment: String?
        /// How Xcode found the key: `manual`, `extracted_with_value`, `stale`, `migrated`; nil when unset.
        public var extractionState: String?
        /// False when the string must stay as written in every language (`shouldTranslate: false`).
        public var shouldTranslate: Bool
        /// The values by language identifier (`de`, `pt-BR`, `zh-Hans`).
        public var localizations: [String: LocalizedString]

        /// An entry from its parts.
        public init(comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true,
                    localizations: [String: LocalizedString] = [:]) {
            self.comment = comment
            self.extractionState = extractionState
            self.shouldTranslate = shouldTranslate
            self.localizations = localizations
        }
    }

    /// The file it was read from, if any.
    public var url: URL?
    /// The language the keys are written in (`en`).
    public var sourceLanguage: String
    /// The file format version (`1.0`).
    public var version: String
    /// The entries by key.
    public var strings: [String: Entry]

    /// A catalog from its parts.
    public init(sourceLanguage: String, version: String = "1.0", strings: [String: Entry] = [:], url: URL? = nil) {
        self.sourceLanguage = LanguageTag.normalize(sourceLanguage)
        self.version = version
        self.strings = strings
        self.url = url
    }

    /// Reads the catalog at `url`.
    /// - Throws: `LocalizationError` naming the file and line for invalid JSON, or the file, key and
    ///   language for an entry of an unexpected shape.
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LocalizationError(.unreadable, "cannot be read: \(error.localizedDescription)", file: url)
        }
        try self.init(data: data, url: url)
    }

    /// Reads a catalog from its bytes; `url` only names it in errors.
    public init(data: Data, url: URL? = nil) throws {
        self = try CatalogReader(data: data, url: url).read()
    }

    /// Every language with a value, the source language first, the rest sorted.
    public var languages: [String] {
        let others = Set(strings.values.flatMap(\.localizations.keys)).subtracting([sourceLanguage])
        return [sourceLanguage] + others.sorted()
    }

    /// The value of `key` in `language`. In the source language, a key without its own value stands for
    /// itself, as Xcode builds it (`Text("Hello")` shows "Hello"); in other languages it is nil when untranslated.
    public func localizedString(forKey key: String, language: String) -> LocalizedString? {
        guard let entry = strings[key] else { return nil }
        let language = LanguageTag.normalize(language)
        if let value = entry.localizations[language] { return value }
        return language == sourceLanguage ? LocalizedString(key) : nil
    }
}

/// Turns the JSON into a `StringCatalog`, reporting where it does not fit.
private struct CatalogReader {
    let data: Data
    let url: URL?

    func read() throws -> StringCatalog {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw malformed(error)
        }
        guard let object = root as? [String: Any] else { throw structure("the file is not a JSON object", position: SourcePosition(line: 1)) }
        guard let sourceLanguage = object["sourceLanguage"] as? String else {
            throw structure("\"sourceLanguage\" is missing or not a string", position: SourcePosition(line: 1))
        }
        let version = (object["version"] as? String) ?? "1.0"
        guard let strings = (object["strings"] ?? [String: Any]()) as? [String: Any] else {
            throw structure("\"strings\" is not an object", position: locate("strings"))
        }
        var catalog = StringCatalog(sourceLanguage: sourceLanguage, version: version, url: url)
        for (key, value) in strings {
            guard let record = value as? [String: Any] else { throw structure("the entry is not an object", key: key) }
            var entry = StringCatalog.Entry(
                comment: record["comment"] as? String,
                extractionState: record["extractionState"] as? String,
                shouldTranslate: (record["shouldTranslate"] as? Bool) ?? true)
            if let localizations = record["localizations"] {
                guard let localizations = localizations as? [String: Any] else {
                    throw structure("\"localizations\" is not an object", key: key)
                }
                for (language, value) in localizations {
                    let context = Context(key: key, language: language)
                    entry.localizations[LanguageTag.normalize(language)] = try localizedString(value, context)
                }
            }
            catalog.strings[key] = entry
        }
        return catalog
    }

    /// The key and language being read, for error messages.
    private struct Context {
        let key: String
        let language: String
    }

    private func localizedString(_ value: Any, _ context: Context) throws -> LocalizedString {
        guard let object = value as? [String: Any] else { throw structure("the localization is not an object", context) }
        let variation = try container(object, context, path: "")
        var substitutions: [String: Substitution] = [:]
        if let raw = object["substitutions"] {
            guard let raw = raw as? [String: Any] else { throw structure("\"substitutions\" is not an object", context) }
            for (name, value) in raw {
                guard let substitution = value as? [String: Any] else {
                    throw structure("substitution \"\(name)\" is not an object", context)
                }
                guard let specifier = substitution["formatSpecifier"] as? String else {
                    throw structure("substitution \"\(name)\" has no \"formatSpecifier\"", context)
                }
                guard let variations = substitution["variations"] else {
                    throw structure("substitution \"\(name)\" has no \"variations\"", context)
                }
                let argumentNumber = substitution["argNum"] as? Int
                if let argumentNumber, argumentNumber < 1 {
                    throw structure("substitution \"\(name)\" has argNum \(argumentNumber); arguments count from 1", context)
                }
                substitutions[name] = Substitution(
                    argumentNumber: argumentNumber, formatSpecifier: specifier,
                    variation: try self.variations(variations, context, path: "substitution \"\(name)\""))
            }
        }
        return LocalizedString(variation: variation, substitutions: substitutions)
    }

    /// An object holding either a `stringUnit` or `variations`.
    private func container(_ object: [String: Any], _ context: Context, path: String) throws -> StringVariation {
        let place = path.isEmpty ? "the localization" : path
        switch (object["stringUnit"], object["variations"]) {
        case (let unit?, nil):
            guard let unit = unit as? [String: Any] else { throw structure("\(place): \"stringUnit\" is not an object", context) }
            guard let value = unit["value"] as? String else {
                throw structure("\(place): \"stringUnit\" has no string \"value\"", context)
            }
            return .unit(StringUnit(value: value, state: unit["state"] as? String))
        case (nil, let variations?):
            return try self.variations(variations, context, path: path)
        case (.some, .some):
            throw structure("\(place) has both \"stringUnit\" and \"variations\"", context)
        case (nil, nil):
            throw structure("\(place) has neither \"stringUnit\" nor \"variations\"", context)
        }
    }

    /// A `variations` object: exactly one of `plural` and `device`.
    private func variations(_ value: Any, _ context: Context, path: String) throws -> StringVariation {
        let place = path.isEmpty ? "" : path + " "
        guard let object = value as? [String: Any], object.count == 1, let (kind, forms) = object.first else {
            throw structure("\(place)\"variations\" must hold one kind, \"plural\" or \"device\"", context)
        }
        guard let forms = forms as? [String: Any] else { throw structure("\(place)\"\(kind)\" is not an object", context) }
        func form(_ name: String, _ value: Any) throws -> StringVariation {
            let formPath = (path.isEmpty ? "" : path + " ") + "\(kind).\(name)"
            guard let object = value as? [String: Any] else { throw structure("\(formPath) is not an object", context) }
            return try container(object, context, path: formPath)
        }
        switch kind {
        case "plural":
            var result: [PluralCategory: StringVariation] = [:]
            for (name, value) in forms {
                guard let category = PluralCategory(rawValue: name) else {
                    throw structure("unknown plural category \"\(name)\" (expected zero, one, two, few, many or other)", context)
                }
                result[category] = try form(name, value)
            }
            return .plural(result)
        case "device":
            var result: [DeviceIdiom: StringVariation] = [:]
            for (name, value) in forms { result[DeviceIdiom(rawValue: name)] = try form(name, value) }
            return .device(result)
        default:
            throw structure("unknown variation kind \"\(kind)\" (expected \"plural\" or \"device\")", context)
        }
    }

    // MARK: Errors

    private func malformed(_ error: Error) -> LocalizationError {
        if let position = SourcePosition.from(error, in: data) {
            let detail = SourcePosition.messages(of: error).first.map(Self.trimmingLocation) ?? "invalid JSON"
            return LocalizationError(.malformed, "invalid JSON: \(detail)", file: url, line: position.line, column: position.column)
        }
        // Foundation gives no offset when the text ends early: find the bracket or string left open.
        let (position, problem) = SourcePosition.endOfJSONProblem(in: data)
        return LocalizationError(.malformed, "invalid JSON: \(problem)", file: url, line: position.line, column: position.column)
    }

    /// "Invalid value around character 25." → "invalid value" (the location is given separately).
    private static func trimmingLocation(_ message: String) -> String {
        var text = message
        if let range = text.range(of: #"\s*(around|at|on)?\s*(line|character)\s+\d+(, column \d+)?\.?\s*$"#, options: .regularExpression) {
            text.removeSubrange(range)
        }
        text = text.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    private func structure(_ message: String, position: SourcePosition?) -> LocalizationError {
        LocalizationError(.unexpectedStructure, message, file: url, line: position?.line, column: position?.column)
    }

    private func structure(_ message: String, key: String) -> LocalizationError {
        LocalizationError(.unexpectedStructure, message, file: url, line: locate(key)?.line, key: key)
    }

    private func structure(_ message: String, _ context: Context) -> LocalizationError {
        LocalizationError(.unexpectedStructure, message, file: url, line: locate(context.key, then: context.language)?.line,
                          key: context.key, language: context.language)
    }

    /// The line of the object key `name` (followed by `:`), and then of `inner` after it — a best effort,
    /// since Foundation's JSON objects keep no positions. Catalogs list each key once under `strings`.
    private func locate(_ name: String, then inner: String? = nil) -> SourcePosition? {
        guard let keyOffset = offset(ofKey: name, from: 0) else { return nil }
        let found = inner.flatMap { offset(ofKey: $0, from: keyOffset + 1) } ?? keyOffset
        return SourcePosition(byteOffset: found, in: data)
    }

    private func offset(ofKey name: String, from start: Int) -> Int? {
        var escaped = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        let needle = Data(("\"" + escaped + "\"").utf8)
        var searchStart = data.startIndex + start
        while searchStart < data.endIndex, let range = data.range(of: needle, in: searchStart..<data.endIndex) {
            var after = range.upperBound
            while after < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[after]) { after += 1 }
            if after < data.endIndex, data[after] == UInt8(ascii: ":") { return range.lowerBound - data.startIndex }
            searchStart = range.upperBound
        }
        return nil
    }
}
