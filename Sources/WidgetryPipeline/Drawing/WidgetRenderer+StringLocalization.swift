import Foundation
import WidgetryKit
import WidgetryLocalization
import WidgetryUI

extension WidgetRenderer {
    /// Runs `body` — a cell's provider calls and layout — with `String(localized:)` and
    /// `LocalizedStringResource` reading the widget's string tables (`assets.strings`) as the app does for
    /// `cell`'s reader: in the localization iOS chooses for the whole app, formatted for its locale, under the
    /// cell's pseudo-locale if it has one (`StringLocalization.current`). A cell without a locale runs `body`
    /// as it is: strings read as written, in the development language.
    ///
    /// The scope holds for `body` on this thread and for tasks started inside it (an async provider's), so
    /// call it around everything that builds the cell's entry and views.
    public static func withStringLocalization<R>(for cell: WidgetCell, assets: AssetCatalog, _ body: () throws -> R) rethrows -> R {
        guard let locale = cell.locale else { return try body() }
        return try StringLocalization.$current.withValue(locale.localization(strings: assets.strings).strings, operation: body)
    }
}
