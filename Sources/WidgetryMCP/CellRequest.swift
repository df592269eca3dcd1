import Foundation
import MCP
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// A cell named by a tool call's arguments (`widget`, `family`, `device`, `sizeCategory`, `appearance`,
/// `context`), each checked against the values `widgetry list` shows, with errors that list them.
struct CellRequest {
    var widget: RegisteredWidget
    var cell: WidgetCell

    /// The JSON Schema properties a cell is named by, shared by the tools that take one.
    static let schemaProperties: [String: Value] = [
        "widget": ["type": "string", "description": "The widget's kind or type name (list_widgets); may be left out when there is one widget."],
        "family": ["type": "string", "enum": .array(WidgetFamily.allCases.map { .string($0.caseName) }),
                   "description": "Widget family (default: the widget's first supported family)."],
        "device": ["type": "string", "description": "Device name, e.g. \"iPhone 16\" (default: \(DeviceCatalog.defaultDevice.name))."],
        "sizeCategory": ["type": "string", "enum": .array(DynamicTypeSize.allCases.map { .string($0.argumentName) }),
                         "description": "Dynamic Type size (default: large)."],
        "appearance": ["type": "string", "enum": ["light", "dark"], "description": "Light or dark (default: light)."],
        "context": ["type": "string", "enum": .array(PresentationContext.allCases.map { .string($0.rawValue) }),
                    "description": "Presentation context (default: the family's usual one)."],
    ]

    /// The cell `arguments` name in `catalog`; throws ``ToolError`` naming the bad argument and the accepted values.
    init(_ arguments: [String: Value], catalog: WidgetCatalog) throws {
        widget = try Self.widget(arguments["widget"]?.stringValue, in: catalog)
        let supported = widget.makeDescriptor()?.options.supportedFamilies ?? []
        var family = supported.first ?? .systemSmall
        if let name = arguments["family"]?.stringValue {
            guard let parsed = WidgetFamily(caseName: name) else {
                throw ToolError("unknown family '\(name)'; use one of: \(WidgetFamily.allCases.map(\.caseName).joined(separator: ", "))")
            }
            family = parsed
        }
        var device = DeviceCatalog.defaultDevice
        if let name = arguments["device"]?.stringValue {
            guard let found = DeviceCatalog.device(named: name) else {
                let hint = DeviceCatalog.suggestions(for: name)
                throw ToolError("unknown device '\(name)'" + (hint.isEmpty ? "" : "; did you mean \(hint.joined(separator: ", "))?")
                    + " list_widgets lists the devices.")
            }
            device = found
        }
        let size = try Self.sizeCategory(arguments["sizeCategory"]?.stringValue) ?? .large
        var appearance = ColorScheme.light
        if let name = arguments["appearance"]?.stringValue {
            guard let parsed = ColorScheme(rawValue: name) else { throw ToolError("unknown appearance '\(name)'; use light or dark") }
            appearance = parsed
        }
        var context: PresentationContext?
        if let name = arguments["context"]?.stringValue {
            guard let parsed = PresentationContext(rawValue: name) else {
                throw ToolError("unknown context '\(name)'; use one of: \(PresentationContext.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard parsed.shows(family, on: device.idiom) else {
                throw ToolError("\(family) widgets do not appear in the \(parsed) context on \(device.name); choose one of: "
                    + PresentationContext.all(for: family, on: device.idiom).map(\.rawValue).joined(separator: ", "))
            }
            context = parsed
        }
        cell = WidgetCell(family: family, device: device, dynamicTypeSize: size, colorScheme: appearance, context: context)
    }

    static func widget(_ name: String?, in catalog: WidgetCatalog) throws -> RegisteredWidget {
        let known = catalog.widgets.map(\.name).joined(separator: ", ")
        guard let name else {
            if catalog.widgets.count == 1, let only = catalog.widgets.first { return only }
            throw ToolError(catalog.widgets.isEmpty ? "this executable has no widgets" : "name the widget with \"widget\"; known widgets: \(known)")
        }
        guard let widget = catalog.widget(named: name) else { throw ToolError("no widget named '\(name)'; known widgets: \(known)") }
        return widget
    }

    static func sizeCategory(_ name: String?) throws -> DynamicTypeSize? {
        guard let name else { return nil }
        guard let size = DynamicTypeSize.allCases.first(where: { $0.argumentName == name }) else {
            throw ToolError("unknown sizeCategory '\(name)'; use one of: \(DynamicTypeSize.allCases.map(\.argumentName).joined(separator: ", "))")
        }
        return size
    }
}

/// A tool call's bad input: returned to the agent as an error result with this message.
struct ToolError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
