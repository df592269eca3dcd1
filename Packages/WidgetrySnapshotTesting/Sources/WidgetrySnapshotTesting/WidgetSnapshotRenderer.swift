import Foundation
import Testing
import Widgetry
import WidgetryTesting
import WidgetryGraphics
import XCTest

/// What the strategies share: cells from their parameters, a rendered cell to pixels, names for cells.
enum WidgetSnapshotRenderer {
    /// The device named `name`; an unknown name fails the running test (naming the close matches) and
    /// renders on the default device, so the snapshot does not silently compare something else.
    static func device(named name: String) -> DeviceProfile {
        if let device = DeviceCatalog.device(named: name) { return device }
        let hint = DeviceCatalog.suggestions(for: name)
        fail("unknown device '\(name)' in a widget snapshot strategy" + (hint.isEmpty ? "" : "; did you mean \(hint.map { "\"\($0)\"" }.joined(separator: ", "))?")
            + " `widgetry list` shows every device.")
        return DeviceCatalog.defaultDevice
    }

    static func cell(_ family: WidgetFamily, device: String, sizeCategory: DynamicTypeSize, colorScheme: ColorScheme,
                     context: PresentationContext?) -> WidgetCell {
        WidgetCell(family: family, device: self.device(named: device), dynamicTypeSize: sizeCategory, colorScheme: colorScheme, context: context)
    }

    /// The cells of a slice: `contexts: []` keeps each family's usual context only, `nil` takes every
    /// context the family appears in (as `widgetry check` does).
    static func cells(families: [WidgetFamily], devices: [String], sizeCategories: [DynamicTypeSize], colorSchemes: [ColorScheme],
                      contexts: [PresentationContext]?) -> [WidgetCell] {
        let profiles = devices.map { device(named: $0) }
        let matrix = CheckMatrix(widgets: [], families: families, devices: profiles, sizes: sizeCategories, appearances: colorSchemes,
                                 contexts: contexts?.isEmpty == true ? nil : contexts)
        var cells: [WidgetCell] = []
        for device in profiles {
            for family in families {
                for cell in matrix.cells(for: family, on: device) where contexts?.isEmpty != true || cell.context == .default(for: family) {
                    cells.append(cell)
                }
            }
        }
        return cells
    }

    /// A file-name-safe name for a cell: `systemSmall-iPhone-16-accessibility3-dark`, then the context
    /// when it is not the family's usual one.
    static func name(of cell: WidgetCell) -> String {
        var parts = [cell.family.caseName, cell.device.name, cell.dynamicTypeSize.argumentName, cell.colorScheme.rawValue]
        if cell.context != .default(for: cell.family) { parts.append(cell.context.rawValue) }
        if let locale = cell.locale { parts.append(locale.description) }
        let joined = parts.joined(separator: "-")
        return String(joined.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    /// The cell's pixels; a cell that could not be rendered fails the test with the pipeline's message and
    /// gives an empty image, which matches no reference.
    static func image(of rendered: RenderedCell, scale: CGFloat) -> RasterImage {
        guard rendered.failure == nil, let list = rendered.displayList else {
            fail("the widget could not be rendered in \(rendered.cell): \(rendered.failure?.message ?? "nothing was drawn")"
                + (rendered.failure.map { "; \($0.suggestion)" } ?? ""))
            return RasterImage(width: 1, height: 1, rgba: [0, 0, 0, 0])
        }
        return DisplayListRenderer.rasterize(list, scale: scale, images: rendered.assets.images)
    }

    /// The `.findings` text: a line per cell, indented findings under it.
    static func findingsReport(_ cells: [RenderedCell], atOrAbove severity: Severity) -> String {
        var lines: [String] = []
        for rendered in cells {
            let found = rendered.findings(atOrAbove: severity)
            let title = "\(rendered.key.widget) · \(rendered.cell)"
            if let failure = rendered.failure {
                lines.append("\(title): could not be rendered: \(failure.message)")
            } else if found.isEmpty {
                lines.append("\(title): none")
            } else {
                lines.append("\(title):")
                for finding in found {
                    lines.append("  \(finding.severity.rawValue) \(finding.kind.rawValue) at \(finding.path): \(finding.message)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fails whichever test is running (Swift Testing when a `@Test` is current, XCTest otherwise).
    static func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}
