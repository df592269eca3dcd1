import Foundation
import WidgetryLocalization

/// A localizable run of text: what `Text("key")`, `Text(_:tableName:)` and `Text(LocalizedStringResource)`
/// hold until a cell's environment says which locale to show.
struct LocalizedText: Hashable, Sendable {
    /// The key looked up (with format specifiers for interpolations).
    var key: String
    /// The interpolated values.
    var arguments: [FormatArgument]
    /// The text shown when no table has the key: the literal with its values in place.
    var developmentText: String
    /// The table (`Localizable` when nil).
    var table: String?
}

/// Resolves localizable text as iOS does for the widget's locale: the widget's string tables (String
/// Catalogs, `.strings`, `.stringsdict`, found with its assets) in Apple's fallback order, the value formatted
/// with the locale's numbers and plural rules, then the cell's pseudo-locale applied. Without tables, or for
/// a key no table has, the development text is shown, as SwiftUI shows the key.
struct LocalizedTextResolver {
    let environment: EnvironmentValues

    /// What a localized run shows, and how it was found.
    struct Resolved {
        var text: String
        var status: LocalizationBundle.Resolution.Status?
        var locale: String
    }

    func resolve(_ localized: LocalizedText) -> Resolved {
        let pseudo = environment.pseudoLocale
        // Most widgets have no string tables: answer before touching the locale, whose identifier costs an ICU
        // call, since this runs for every text of every cell.
        guard let bundle = environment.assetCatalog.strings else {
            return Resolved(text: pseudo.map { $0.transform(localized.developmentText) } ?? localized.developmentText, status: nil, locale: "")
        }
        let locale = environment.locale.identifier.replacingOccurrences(of: "_", with: "-")
        let resolution = pseudo == .longest
            ? bundle.widestTranslation(forKey: localized.key, table: localized.table, arguments: localized.arguments)
            : bundle.localizedString(forKey: localized.key, table: localized.table, locale: locale)
        var text = localized.developmentText
        if resolution.status != .missingKey, let formatted = try? resolution.formatted(localized.arguments, locale: environment.locale) {
            text = formatted
        }
        if let pseudo, pseudo != .longest { text = pseudo.transform(text) }
        return Resolved(text: text, status: resolution.status, locale: locale)
    }
}
