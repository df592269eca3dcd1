import Foundation
import WidgetryLocalization
import WidgetryCheck
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// A validated `render` or `diagnostics` request: one widget in one cell, at a scale and format, and
/// optionally at a simulated instant.
///
/// Every value is checked against what exists (the catalog's widgets, the widget's families, the
/// device's families, the twelve size categories, 1…3 for scale), so the canvas can never be larger than
/// a published widget size times three.
struct CellQuery: Sendable {
    /// The parameters `render` and `diagnostics` accept; `v` is the page's cache-buster and is ignored.
    static let parameterNames = ["widget", "family", "device", "size", "appearance", "context", "locale", "scale", "format", "time", "start", "v"]

    var widget: RegisteredWidget
    var widgetName: String
    var cell: WidgetCell
    var scale: Int
    var format: OutputFormat
    /// The simulated instant to show, for widgets with timelines.
    var time: Date?
    /// Where the simulation leading to `time` starts.
    var start: Date

    /// The cache key: every input, and the asset version.
    func key(_ endpoint: String, version: Int) -> String {
        [endpoint, widgetName, cell.family.caseName, cell.device.id, cell.dynamicTypeSize.argumentName, cell.colorScheme.rawValue, cell.context.rawValue, cell.locale?.description ?? "-",
         String(scale), format.rawValue, time.map { String($0.timeIntervalSince1970) } ?? "-",
         String(start.timeIntervalSince1970), "v\(version)"].joined(separator: "|")
    }

    /// Parses and validates the parameters of a cell request against `catalog`.
    init(_ parameters: QueryParameters, catalog: WidgetCatalog, infos: [API.WidgetInfo], limits: PreviewLimits) throws {
        let (widget, info) = try Self.widget(parameters, catalog: catalog, infos: infos)
        self.widget = widget
        widgetName = info.name

        let device = try Self.device(parameters["device"])
        let supported = info.families.compactMap(WidgetFamily.init(caseName:))
        let offered = supported.filter { device.size(for: $0) != nil }
        let family: WidgetFamily
        if let name = parameters["family"] {
            guard let parsed = WidgetFamily(argument: name), offered.contains(parsed) else {
                let hint = WidgetFamily(argument: name).map { supported.contains($0)
                    ? "\(device.name) has no \($0) widgets" : "\(info.name) does not support \($0)" }
                throw APIError.invalid("family", name, allowed: offered.map(\.caseName), hint: hint)
            }
            family = parsed
        } else {
            guard let first = offered.first else {
                throw APIError.invalid("device", device.name, allowed: DeviceCatalog.all.filter { d in supported.contains { d.size(for: $0) != nil } }.map(\.name),
                                       hint: "\(device.name) offers none of \(info.name)'s families")
            }
            family = first
        }

        let size = try Self.sizeCategory(parameters["size"])
        let appearance = try Self.appearance(parameters["appearance"])
        cell = WidgetCell(family: family, device: device, dynamicTypeSize: size, colorScheme: appearance,
                          context: try Self.context(parameters["context"], family: family, device: device))
        cell.locale = try Self.locale(parameters["locale"])

        let scales = (1...limits.maximumScale).map(String.init)
        if let text = parameters["scale"] {
            guard let value = Int(text), (1...limits.maximumScale).contains(value) else {
                throw APIError.invalid("scale", text, allowed: scales)
            }
            scale = value
        } else {
            scale = min(device.defaultScale, limits.maximumScale)
        }

        switch parameters["format"] ?? "png" {
        case "png": format = .png
        case "svg": format = .svg
        case let other: throw APIError.invalid("format", other, allowed: ["png", "svg"])
        }

        (start, time) = try Self.window(parameters, limits: limits)
    }

    /// The widget named by `widget=` (kind or type name, case-insensitive).
    static func widget(_ parameters: QueryParameters, catalog: WidgetCatalog, infos: [API.WidgetInfo]) throws -> (RegisteredWidget, API.WidgetInfo) {
        let names = infos.map(\.name)
        guard let name = parameters["widget"] else { throw APIError.missing("widget", allowed: names) }
        guard let index = infos.firstIndex(where: {
            $0.name.caseInsensitiveCompare(name) == .orderedSame || $0.typeName.caseInsensitiveCompare(name) == .orderedSame
        }), index < catalog.widgets.count else {
            throw APIError.invalid("widget", name, allowed: names)
        }
        return (catalog.widgets[index], infos[index])
    }

    /// The device named by `device=`, or the default device.
    static func device(_ name: String?) throws -> DeviceProfile {
        guard let name else { return DeviceCatalog.defaultDevice }
        guard let device = DeviceCatalog.device(named: name) else {
            let hint = DeviceCatalog.suggestions(for: name)
            throw APIError.invalid("device", name, allowed: DeviceCatalog.all.map(\.name),
                                   hint: hint.isEmpty ? nil : "did you mean \(hint.joined(separator: ", "))?")
        }
        return device
    }

    /// The size category named by `size=` (any spelling `DynamicTypeSize(argument:)` takes), or `large`.
    static func sizeCategory(_ name: String?) throws -> DynamicTypeSize {
        guard let name else { return .large }
        guard let size = DynamicTypeSize(argument: name) else {
            throw APIError.invalid("size", name, allowed: DynamicTypeSize.allCases.map(\.argumentName))
        }
        return size
    }

    /// `light` or `dark`, default light.
    /// `context=`: one the family appears in on the device (default: the family's usual one).
    static func context(_ name: String?, family: WidgetFamily, device: DeviceProfile) throws -> PresentationContext {
        let offered = PresentationContext.all(for: family, on: device.idiom)
        guard let name else { return .default(for: family) }
        guard let context = PresentationContext(argument: name), offered.contains(context) else {
            throw APIError.invalid("context", name, allowed: offered.map(\.rawValue))
        }
        return context
    }

    /// `locale=`: a locale identifier (`de`, `pt-BR`) or a pseudo-locale (`pseudo-double-length`); none shows
    /// text as written.
    static func locale(_ name: String?) throws -> CellLocale? {
        guard let name, !name.isEmpty else { return nil }
        if let locale = CellLocale(name), case .pseudo = locale { return locale }
        guard LocaleAxis.isValidIdentifier(name) else {
            throw APIError.invalid("locale", name, allowed: ["a locale identifier such as de or pt-BR"] + PseudoLocale.allCases.map { "pseudo-" + $0.argument })
        }
        return .language(name)
    }

    static func appearance(_ name: String?) throws -> ColorScheme {
        guard let name else { return .light }
        guard let scheme = ColorScheme(rawValue: name.lowercased()) else {
            throw APIError.invalid("appearance", name, allowed: ColorScheme.allCases.map(\.rawValue))
        }
        return scheme
    }

    /// `start=` (default: the samples' fixed instant) and `time=`, which must fall in the simulated window.
    static func window(_ parameters: QueryParameters, limits: PreviewLimits) throws -> (start: Date, time: Date?) {
        var start = PreviewRenderer.defaultStart
        if let text = parameters["start"] {
            guard let date = QueryParameters.date(text) else {
                throw APIError.invalid("start", text, allowed: ["an ISO 8601 instant, e.g. 2026-05-28T08:00:00Z"])
            }
            start = date
        }
        guard let text = parameters["time"] else { return (start, nil) }
        let end = start.addingTimeInterval(limits.maximumSimulatedDays * 86_400)
        guard let time = QueryParameters.date(text), time >= start, time <= end else {
            let formatter = ISO8601DateFormatter()
            throw APIError.invalid("time", text, allowed: ["an ISO 8601 instant from \(formatter.string(from: start)) to \(formatter.string(from: end))"])
        }
        return (start, time)
    }
}
