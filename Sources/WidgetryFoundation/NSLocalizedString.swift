import Foundation
import WidgetryLocalization

// Foundation's `NSLocalizedString` reads the main bundle's tables. A check's executable carries none of the widget's `.lproj`
// folders, so on Linux it answered the key ("budget_remaining") where iOS shows the widget's text, and the text checks
// measured keys. A free function cannot shadow Foundation's (the call is ambiguous), so the front door gives each module
// that calls `NSLocalizedString` a module-level function of that name forwarding here
// (`GeneratedPackagePlanner.shadowingDeclarations`); the module's own declaration wins the lookup.

/// The main bundle's value of `key` in `tableName`, as Foundation's `NSLocalizedString` answers on iOS: in a cell, the
/// widget's tables in the cell's localization; `value` (or the key) when no table has it. A plural entry (`.stringsdict`,
/// a catalog's plural variation) gives its `other` form, the format string the app then fills with `String(format:)`.
/// Outside a cell, or for another bundle, Foundation's answer.
public func mainBundleLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
                                      comment: String) -> String {
    guard bundle === Bundle.main, let text = LocalizedFormat.lookUp(key, table: tableName, value: value) else {
        return NSLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
    }
    return text
}

/// A key's unformatted value in the current cell's localization.
enum LocalizedFormat {
    /// The value of `key`, or `value` (else the key) when no table has it; nil outside a cell or without tables.
    static func lookUp(_ key: String, table: String?, value: String) -> String? {
        guard let strings = StringLocalization.current, let tables = strings.bundle else { return nil }
        let resolution = tables.localizedString(forKey: key, table: table, locale: strings.locale)
        let text = resolution.status == .missingKey ? (value.isEmpty ? key : value) : format(of: resolution.value.variation)
        return strings.pseudoLocale.map { $0.transform(text) } ?? text
    }

    /// The format string of a value: its string, or the `other` form of a plural or device variation.
    static func format(of variation: StringVariation) -> String {
        switch variation {
        case .unit(let unit): unit.value
        case .plural(let forms): forms[.other].map(format(of:)) ?? variation.units.first?.value ?? ""
        case .device(let forms): forms.first { $0.key.rawValue == "other" }.map { format(of: $0.value) } ?? variation.units.first?.value ?? ""
        }
    }
}
