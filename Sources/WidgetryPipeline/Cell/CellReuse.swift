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
        /// The cell's display setting when the layouts depended on it (``LayoutResult/dependsOn(_:)``), nil when
        /// they did not. A setting nothing built depended on draws and checks the cell as the standard settings do,
        /// apart from what the rest of this key holds (Reduce Transparency's opaque glass is in `backdrop`, and its
        /// own check needs a layout that read it): so a `Color.blue` widget's Reduce Transparency cell on the Home
        /// Screen reports what its standard cell did, and its Increase Contrast cell is drawn and checked anew.
        var displaySetting: DisplaySetting?
    }

    /// The entry for `key`, or the one `make` asks the provider for.
    mutating func entry(for key: ProvidedEntry.Key, orMade make: () -> ProvidedEntry) -> ProvidedEntry {
        if let known = entries[key] { return known }
        let made = make()
        entries[key] = made
        return made
    }

    /// The snapshot layout that serves `cell`, or the one `make` makes; `acrossDisplaySettings` false takes only
    /// layouts made with `cell`'s display setting.
    mutating func layout(for cell: WidgetCell, acrossDisplaySettings: Bool = true, orMade make: () -> SharedLayout?) -> SharedLayout? {
        Self.reused(from: &layouts[cell.layoutInputs, default: []], for: cell, findingsOnly: false, acrossDisplaySettings: acrossDisplaySettings,
                    orMade: make)
    }

    /// The placeholder layout whose findings serve `cell`, or the one `make` makes.
    mutating func placeholderLayout(for cell: WidgetCell, acrossDisplaySettings: Bool = true, orMade make: () -> SharedLayout?) -> SharedLayout? {
        Self.reused(from: &placeholders[cell.layoutInputs, default: []], for: cell, findingsOnly: true, acrossDisplaySettings: acrossDisplaySettings,
                    orMade: make)
    }

    /// For a cell with Increase Contrast on, the layouts (snapshot and placeholder) made for the same cell with the
    /// standard settings, if they were made: they may serve it with their colours swapped.
    func standardTwin(of cell: WidgetCell) -> (layout: SharedLayout?, placeholder: SharedLayout?)? {
        guard cell.displaySetting == .increaseContrast else { return nil }
        var twin = cell
        twin.displaySetting = .standard
        // The twin's own appearance only, even for placeholders: the swapped colours must be this appearance's.
        func made(_ pool: [SharedLayout]?) -> SharedLayout? { pool?.first { $0.cell.displaySetting == .standard && $0.serves(twin) } }
        return (made(layouts[cell.layoutInputs]), made(placeholders[cell.layoutInputs]))
    }

    /// For a cell in the dark appearance, the layout made for the same cell in the light appearance, if it was made
    /// (or one that serves it): it may serve `cell` with its colours swapped for their dark variants.
    /// `acrossDisplaySettings` false takes only a layout made with `cell`'s display setting.
    func lightTwin(of cell: WidgetCell, acrossDisplaySettings: Bool) -> SharedLayout? {
        guard cell.environmentColorScheme == .dark else { return nil }
        var twin = cell
        twin.colorScheme = .light
        // A context that shows the widget dark in both appearances (StandBy at night) has no light twin.
        guard twin.environmentColorScheme == .light else { return nil }
        return layouts[cell.layoutInputs]?.first {
            (acrossDisplaySettings || $0.cell.displaySetting == cell.displaySetting) && $0.serves(twin)
        }
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

    private static func reused(from pool: inout [SharedLayout], for cell: WidgetCell, findingsOnly: Bool, acrossDisplaySettings: Bool,
                               orMade make: () -> SharedLayout?) -> SharedLayout? {
        if let known = pool.first(where: {
            (acrossDisplaySettings || $0.cell.displaySetting == cell.displaySetting) && $0.serves(cell, findingsOnly: findingsOnly)
        }) { return known }
        guard let made = make() else { return nil }
        pool.append(made)
        return made
    }
}
