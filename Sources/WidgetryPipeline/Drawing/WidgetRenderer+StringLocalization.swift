import Foundation
import WidgetryKit
import WidgetryLocalization
import WidgetryUI

extension WidgetRenderer {
    /// Runs `body` — a cell's provider calls and layout — with `String(localized:)` and
    /// `LocalizedStringResource` reading the widget's string tables (`assets.strings`) as the app does for
    /// `cell`'s reader: in the localization iOS chooses for the whole app, formatted for its locale, under the
    /// cell's pseudo-locale if it has one (`StringLocalization.current`). A cell without a locale reads the tables in
    /// the locale its views are given (``EnvironmentValues/locale``), as its `Text`s do: a key such as `"appName"`
    /// shows the catalog's value for that language, as on a device in it, not the key.
    ///
    /// The scope holds for `body` on this thread and for tasks started inside it (an async provider's), so
    /// call it around everything that builds the cell's entry and views.
    public static func withStringLocalization<R>(for cell: WidgetCell, assets: AssetCatalog, _ body: () throws -> R) rethrows -> R {
        let strings = cell.locale?.localization(strings: assets.strings).strings
            ?? StringLocalization(bundle: assets.strings, locale: EnvironmentValues().locale)
        return try StringLocalization.$current.withValue(strings, operation: body)
    }
}
