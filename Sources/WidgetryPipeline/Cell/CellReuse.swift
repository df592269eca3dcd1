import Foundation
import WidgetryGraphics
import WidgetryReference
import WidgetryUI

/// What the cells of one ``CellPipeline/render(_:in:output:)`` call share, kept so that each is made once:
/// the provider's entries (per family, size and locale), the layouts and placeholder layouts (per
/// ``WidgetCell/LayoutInputs``, reused where ``SharedLayout/serves(_:findingsOnly:)`` says so), and finished
/// cells, which another device with the same widget size reports again.
struct CellReuse {
    private var entries: [ProvidedEntry.Key: ProvidedEntry] = [:]
    // Layouts and finished cells are kept by their cells' layout inputs: only cells with equal inputs can share
    // them, and a group of cells spans every text size.
    private var layouts: [WidgetCell.LayoutInputs: [SharedLayout]] = [:]
    private var placeholders: [WidgetCell.LayoutInputs: [SharedLayout]] = [:]
    private var finished: [WidgetCell.LayoutInputs: [(key: FinishedKey, rendered: RenderedCell)]] = [:]

    /// What a finished cell was made from, besides its device: a cell drawn from the same layouts in the same
    /// context, appearance and tint reports what that one did.
    struct FinishedKey: Equatable {
        var layout: WidgetCell
        var placeholder: WidgetCell?
        var context: PresentationContext
        var colorScheme: ColorScheme
        var tint: RGBAColor
        /// What the system draws behind the widget, which Reduce Transparency changes on the glass Home Screen.
        var backdrop: RGBAColor
    }

    /// The entry for `key`, or the one `make` asks the provider for.
    mutating func entry(for key: ProvidedEntry.Key, orMade make: () -> ProvidedEntry) -> ProvidedEntry {
        if let known = entries[key] { return known }
        let made = make()
        entries[key] = made
        return made
    }

    /// The snapshot layout that serves `cell`, or the one `make` makes.
    mutating func layout(for cell: WidgetCell, orMade make: () -> SharedLayout?) -> SharedLayout? {
        Self.reused(from: &layouts[cell.layoutInputs, default: []], for: cell, findingsOnly: false, orMade: make)
    }

    /// The placeholder layout whose findings serve `cell`, or the one `make` makes.
    mutating func placeholderLayout(for cell: WidgetCell, orMade make: () -> SharedLayout?) -> SharedLayout? {
        Self.reused(from: &placeholders[cell.layoutInputs, default: []], for: cell, findingsOnly: true, orMade: make)
    }

    /// The cell already finished from what `key` names, said to be `cell`'s.
    func finished(_ key: FinishedKey, as cell: WidgetCell, cellKey: CellKey) -> RenderedCell? {
        guard var done = finished[cell.layoutInputs]?.first(where: { $0.key == key })?.rendered else { return nil }
        done.key = cellKey
        done.cell = cell
        return done
    }

    /// Keeps `rendered`, made from what `key` names, for the cells after it.
    mutating func keep(_ rendered: RenderedCell, madeFrom key: FinishedKey) {
        finished[rendered.cell.layoutInputs, default: []].append((key, rendered))
    }

    private static func reused(from pool: inout [SharedLayout], for cell: WidgetCell, findingsOnly: Bool,
                               orMade make: () -> SharedLayout?) -> SharedLayout? {
        if let known = pool.first(where: { $0.serves(cell, findingsOnly: findingsOnly) }) { return known }
        guard let made = make() else { return nil }
        pool.append(made)
        return made
    }
}
