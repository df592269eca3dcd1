import Foundation
import WidgetryFindings
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// What the provider gave for one family, size and locale: the snapshot entry and its view, and the placeholder
/// WidgetKit shows before the first timeline loads (when the snapshot was delivered and placeholders are checked).
struct ProvidedEntry {
    /// What the provider is told (`TimelineProviderContext`) and the strings it reads: cells with equal keys get
    /// the same entry, since a provider is never told the text size, appearance or context.
    struct Key: Hashable {
        var family: WidgetFamily
        var width: Double, height: Double
        var locale: CellLocale?
    }

    var snapshot: WidgetEntrySnapshot
    var view: AnyView
    var placeholder: (entry: WidgetEntrySnapshot, view: AnyView)?
    /// Whether the placeholder's entry holds what the snapshot's does (``EntryContent``).
    var placeholderEqualsSnapshot: Bool

    init(_ descriptor: WidgetDescriptor, _ context: TimelineProviderContext, checksPlaceholder: Bool) {
        // The cell's widget is the one placed while its provider runs (`WidgetCenter.currentConfigurations()`).
        let (made, placeholder) = WidgetCenter.placing(kind: descriptor.kind, family: context.family) {
            let made = descriptor.snapshot(context)
            return (made, made.delivered && checksPlaceholder ? descriptor.placeholder(context) : nil)
        }
        snapshot = made.entry
        view = made.view
        self.placeholder = placeholder
        placeholderEqualsSnapshot = placeholder.map { $0.entry.content != nil && $0.entry.content == made.entry.content } ?? false
    }
}
