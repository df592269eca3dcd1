import ArgumentParser
import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// `--family`, `--device`, `--size-category`, `--appearance`: one setting of a widget, parsed with
/// errors that list the accepted values.
struct CellOptions: ParsableArguments {
    @Option(help: "Widget family, e.g. systemSmall, systemMedium (default: the widget's first).")
    var family: WidgetFamily?

    @Option(help: "Device name, e.g. \"iPhone 16\", \"iPhone SE\" (see `list`).")
    var device: String = DeviceCatalog.defaultDevice.name

    @Option(name: .customLong("size-category"), help: "Text size.")
    var sizeCategory: DynamicTypeSize = .large

    @Option(help: "Appearance.")
    var appearance: ColorScheme = .light

    @Option(help: ArgumentHelp("Presentation context (default: the family's usual one).", discussion: ContextRendering.contextsHelp))
    var context: PresentationContext?

    @Option(name: .customLong("display-setting"), help: "Display setting turned on: standard, boldText, increaseContrast, reduceTransparency.")
    var displaySetting: DisplaySetting = .standard

    func cell(defaultFamily: WidgetFamily) throws -> WidgetCell {
        let chosen = family ?? defaultFamily
        let device = try Self.device(device)
        if let context, !context.shows(chosen, on: device.idiom) {
            let offered = PresentationContext.all(for: chosen, on: device.idiom).map(\.rawValue).joined(separator: ", ")
            throw ValidationError("\(chosen) widgets do not appear in the \(context) context on \(device.name); choose one of: \(offered)")
        }
        var cell = WidgetCell(family: chosen, device: device, dynamicTypeSize: sizeCategory, colorScheme: appearance, context: context)
        cell.displaySetting = displaySetting
        return cell
    }

    /// Devices are looked up by readable name with suggestions for near misses, which plain parsing
    /// cannot give.
    static func device(_ name: String) throws -> DeviceProfile {
        guard let device = DeviceCatalog.device(named: name) else {
            let hint = DeviceCatalog.suggestions(for: name)
            throw ValidationError("unknown device '\(name)'" + (hint.isEmpty ? "" : "; did you mean \(hint.map { "\"\($0)\"" }.joined(separator: ", "))?")
                + " `widgetry list` shows every device.")
        }
        return device
    }
}

/// Looks a widget up by name with an error that lists the known ones.
func lookUpWidget(_ name: String?) throws -> RegisteredWidget {
    let catalog = CommandCatalog.current
    // With one widget there is nothing to choose: `render` and `simulate` need no --widget.
    guard let name else {
        if catalog.widgets.count == 1, let only = catalog.widgets.first { return only }
        throw ValidationError(catalog.widgets.isEmpty
            ? "this executable has no widgets; put @main on your Widget or WidgetBundle"
            : "name the widget with --widget; this executable has \(catalog.widgets.count): \(catalog.widgets.map(\.name).joined(separator: ", "))")
    }
    guard let widget = catalog.widget(named: name) else {
        throw ValidationError("no widget named '\(name)'; known widgets: \(catalog.widgets.map(\.name).joined(separator: ", "))")
    }
    return widget
}
