import Foundation
import WidgetryFindings
import WidgetryLocalization

/// A localizable run of text: what `Text("key")`, `Text(_:tableName:)` and `Text(LocalizedStringResource)`
/// hold until a cell's environment says which locale to show.
struct LocalizedText: Hashable, Sendable {
    /// The key looked up (with format specifiers for interpolations).
    var key: String
    /// The interpolated values.
    var arguments: [FormatArgument]
    /// The text shown when no table has the key: the literal and its values, in pieces, each value written
    /// for the locale shown.
    var fallback: [FormatArgument]
    /// The table (`Localizable` when nil).
    var table: String?

    /// The text as written in the development language, for findings.
    var developmentText: String { fallback.map(\.description).joined() }
}

/// Resolves localizable text as iOS does for the widget's locale: the widget's string tables (String
/// Catalogs, `.strings`, `.stringsdict`, found with its assets) in Apple's fallback order, the value formatted
/// with the locale's numbers and plural rules, then the cell's pseudo-locale applied
/// (`StringLocalization.resolve`). Without tables, or for a key no table has, the text as written is shown,
/// as SwiftUI shows the key.
struct LocalizedTextResolver: Sendable {
    /// The string tables and the locale keys are looked up for.
    let localization: StringLocalization

    /// The environment's tables, locale and pseudo-locale.
    init(environment: EnvironmentValues) {
        localization = StringLocalization(bundle: environment.assetCatalog.strings, locale: environment.locale,
                                          pseudoLocale: environment.pseudoLocale)
    }

    init(localization: StringLocalization) { self.localization = localization }

    func resolve(_ localized: LocalizedText) -> StringLocalization.Resolved {
        localization.resolve(key: localized.key, table: localized.table, arguments: localized.arguments, fallback: localized.fallback)
    }
}

/// A `Text` resolved once for an environment: what each segment shows, and how the string tables answered
/// for its localized runs. A text node takes its runs, its plain string and its translation findings from
/// one resolution, since each lookup formats its value and this runs for every text of every cell.
struct ResolvedText {
    /// What each segment shows, in the order of `Text.segments`, before any text case (markdown's markers removed).
    let strings: [String]
    /// The localized runs and what their lookups found.
    let localizations: [(run: LocalizedText, resolved: StringLocalization.Resolved)]
    /// The markdown spans of localized segments whose text has inline markup, by segment index.
    let markdown: [Int: [MarkdownSpan]]

    init(_ text: Text, environment: EnvironmentValues) {
        let formatter = DateTextFormatter(environment: environment)
        var strings: [String] = []
        var localizations: [(run: LocalizedText, resolved: StringLocalization.Resolved)] = []
        var markdown: [Int: [MarkdownSpan]] = [:]
        strings.reserveCapacity(text.segments.count)
        for (index, segment) in text.segments.enumerated() {
            if case .localized(let run) = segment.content {
                let resolved = formatter.localizer.resolve(run)
                // SwiftUI reads a localized key's text as inline markdown (`Text("**Due** today")`), not a verbatim one.
                if let spans = MarkdownSpan.spans(of: resolved.text) {
                    markdown[index] = spans
                    strings.append(spans.map(\.text).joined())
                } else {
                    strings.append(resolved.text)
                }
                localizations.append((run, resolved))
            } else {
                strings.append(formatter.string(for: segment.content))
            }
        }
        self.strings = strings
        self.localizations = localizations
        self.markdown = markdown
    }

    /// The text as shown, runs joined.
    var plainString: String { strings.joined() }

    /// A translation the locale lacks, or text a localized widget has in no table: reported where the text is,
    /// in cells whose locale the check chose.
    func localizationIssues(in environment: EnvironmentValues) -> [Finding] {
        guard !localizations.isEmpty, environment.checksTranslations, environment.pseudoLocale == nil,
              let bundle = environment.assetCatalog.strings, bundle.localizations.count > 1 else { return [] }
        return localizations.compactMap { run, resolved in
            switch resolved.status {
            case .missingTranslation?:
                return Finding(kind: .missingTranslation,
                               message: "key \"\(run.key)\" has no \(resolved.locale) translation: the development language's text is shown",
                               suggestion: "translate it in the String Catalog (or mark it Don't Translate if it is not language)")
            case .missingKey?:
                return Finding(kind: .notLocalized,
                               message: "\"\(run.developmentText)\" is in no string table: it reads the same in every language",
                               suggestion: "add the key to Localizable.xcstrings, or use Text(verbatim:) for text that is not language")
            default:
                return nil
            }
        }
    }
}

/// A run of a localized text's inline markdown with what it changes: SwiftUI draws `**strong**` bold, `*emphasis*`
/// italic, `~~struck~~` through, `` `code` `` monospaced and `[links](…)` in the tint in `Text("…")` (iOS 15).
struct MarkdownSpan: Hashable, Sendable {
    var text: String
    var bold = false
    var italic = false
    var strikethrough = false
    var isLink = false
    var code = false

    /// The spans of `text`, or nil when it has no inline markup (the usual case, answered without parsing).
    static func spans(of text: String) -> [MarkdownSpan]? {
        guard text.contains(where: { "*_~`[\\".contains($0) }),
              let parsed = try? AttributedString(markdown: text, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace)) else { return nil }
        let spans = parsed.runs.map { run -> MarkdownSpan in
            let intent = run[AttributeScopes.MarkdownAttributes.InlinePresentationIntentAttribute.self] ?? []
            return MarkdownSpan(text: String(parsed[run.range].characters), bold: intent.contains(.stronglyEmphasized),
                                italic: intent.contains(.emphasized), strikethrough: intent.contains(.strikethrough), isLink: run.link != nil,
                                code: intent.contains(.code))
        }
        // Markers that matched nothing leave the text as written: no spans to draw apart.
        if spans.count == 1, spans[0].text == text, !spans[0].bold, !spans[0].italic, !spans[0].strikethrough, !spans[0].isLink, !spans[0].code { return nil }
        return spans
    }
}
