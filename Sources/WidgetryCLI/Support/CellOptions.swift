import ArgumentParser
import Foundation
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// `--family`, `--device`, `--size-category`, `--appearance`: one setting of a widget, parsed with
/// errors that list the accepted values.
struct CellOptions: ParsableArguments {
    @Option(help: "Widget family, e.g. systemSmall, systemMedium (default: the widget's first).")
    var family: String?

    @Option(help: "Device name, e.g. \"iPhone 16\", \"iPhone SE\" (see `list`).")
    var device: String = DeviceCatalog.defaultDevice.name

    @Option(name: .customLong("size-category"), help: "Text size: xSmall … xxxLarge, accessibility1 … accessibility5.")
    var sizeCategory: String = "large"

    @Option(help: "light or dark.")
    var appearance: String = "light"

    func cell(defaultFamily: WidgetFamily) throws -> WidgetCell {
        WidgetCell(family: try family.map(Self.family) ?? defaultFamily, device: try Self.device(device),
                   dynamicTypeSize: try Self.sizeCategory(sizeCategory), colorScheme: try Self.appearance(appearance))
    }

    static func family(_ name: String) throws -> WidgetFamily {
        guard let family = WidgetFamily(argument: name) else {
            throw ValidationError("unknown family '\(name)'; use one of: \(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return family
    }

    static func device(_ name: String) throws -> DeviceProfile {
        guard let device = DeviceCatalog.device(named: name) else {
            let hint = DeviceCatalog.suggestions(for: name)
            throw ValidationError("unknown device '\(name)'" + (hint.isEmpty ? "" : "; did you mean \(hint.map { "\"\($0)\"" }.joined(separator: ", "))?")
                + " `widgetry list` shows every device.")
        }
        return device
    }

    static func sizeCategory(_ name: String) throws -> DynamicTypeSize {
        guard let size = DynamicTypeSize(argument: name) else {
            throw ValidationError("unknown size category '\(name)'; use one of: \(DynamicTypeSize.allCases.map(\.argumentName).joined(separator: ", "))")
        }
        return size
    }

    static func appearance(_ name: String) throws -> ColorScheme {
        guard let scheme = ColorScheme(rawValue: name.lowercased()) else {
            throw ValidationError("unknown appearance '\(name)'; use light or dark")
        }
        return scheme
    }
}

/// Looks a widget up by name with an error that lists the known ones.
func lookUpWidget(_ name: String) throws -> RegisteredWidget {
    let catalog = CommandCatalog.current
    guard let widget = catalog.widget(named: name) else {
        throw ValidationError("no widget named '\(name)'; known widgets: \(catalog.widgets.map(\.name).joined(separator: ", "))")
    }
    return widget
}
