import Foundation

/// What the localization targets do with a table that parsed: look each key up in each language with the
/// arguments widget text passes (a count for plural rules, a string, a double), as `Text("key \(n)")` does.
enum FuzzLookup {
    static func resolveAll(in table: StringTable, developmentLanguage: String) {
        let bundle = LocalizationBundle(tables: [table], developmentLanguage: developmentLanguage)
        let arguments: [[FormatArgument]] = [[], [.int(1)], [.int(3), .string("x")], [.double(-0.5), .uint(0)]]
        for language in (bundle.localizations + ["en", "ar"]).prefix(4) {
            let localization = StringLocalization(bundle: bundle, readerLocale: language)
            for key in table.keys.sorted().prefix(16) {
                for argument in arguments {
                    _ = localization.resolve(key: key, table: table.name, arguments: argument, fallback: [.string(key)])
                }
            }
        }
    }
}
