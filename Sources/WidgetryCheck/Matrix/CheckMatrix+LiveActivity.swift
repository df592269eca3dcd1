import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

extension CheckMatrix {
    /// The cells of one Live Activity presentation on one device: text sizes × appearances (× languages).
    ///
    /// - Devices: those with Live Activity sizes (`Reference/live-activity-sizes.json`); the island's
    ///   presentations only on iPhones with a Dynamic Island.
    /// - Text sizes: the widget range, Large…AX5 — Live Activities are drawn by WidgetKit like widgets, and
    ///   Apple publishes no other range for them.
    /// - Appearances: both on the Lock Screen; the island is black in either, so its cells run once, dark.
    /// - Contexts: Live Activities have none of the widget contexts; a `--context` that leaves out the
    ///   full-colour Home Screen leaves them out too.
    public func liveActivityCells(for presentation: LiveActivityPresentation, on device: DeviceProfile) -> [WidgetCell] {
        guard let canvas = device.liveActivitySizes?.canvas(for: presentation) else { return [] }
        if let contexts, !contexts.contains(WidgetCell.liveActivityContext) { return [] }
        let schemes: [ColorScheme] = presentation.isInDynamicIsland ? [.dark] : appearances
        var cells: [WidgetCell] = []
        for language in languages {
            for size in widgetSizes {
                for scheme in schemes {
                    var cell = WidgetCell(liveActivity: canvas, device: device, dynamicTypeSize: size, colorScheme: scheme)
                    cell.tint = tint
                    cell.locale = language
                    cells.append(cell)
                }
            }
        }
        return cells
    }
}
