import Foundation
import WidgetryCheck
import WidgetryGraphics
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// The server's synchronous work: laying out, drawing and diagnosing a cell, checking a widget,
/// simulating its timeline. Everything here is CPU-bound and runs inside ``RenderQueue``, never on an
/// event loop. Widgets and views are created on the calling thread and never leave it (they are not
/// `Sendable`); only encoded bytes come back.
enum PreviewRenderer {
    /// The simulations' default start: the instant the samples and `widgetry simulate` use, so the server
    /// shows what the command line shows.
    static let defaultStart = Date(timeIntervalSince1970: 1_780_000_000)

    /// A laid-out cell with everything the endpoints report about it.
    struct Rendered {
        var layout: LayoutResult
        var displayList: DisplayList
        var diagnostics: [Diagnostic]
        var frameLabel: String?
    }

    enum Failure: Error, CustomStringConvertible {
        case noConfiguration(String)
        case nothingAt(Date)

        var description: String {
            switch self {
            case .noConfiguration(let name): "widget '\(name)' has no configuration to render"
            case .nothingAt(let date): "the simulated timeline shows nothing at \(date)"
            }
        }
    }

    /// Lays out the cell: the widget's snapshot (as `render` and `check` do), or — with a time — whatever
    /// its simulated timeline shows at that instant, rendered with that instant as "now".
    static func render(_ query: CellQuery) throws -> Rendered {
        let cell = query.cell
        guard let descriptor = query.widget.makeDescriptor(), let size = cell.size else {
            throw Failure.noConfiguration(query.widgetName)
        }
        let view: AnyView
        let now: Date
        var label: String?
        if let time = query.time {
            let days = max(time.timeIntervalSince(query.start) / 86_400, 1 / 24)
            let (_, filmstrip) = try Simulation.runWithFilmstrip(widget: query.widget, family: cell.family, days: days,
                                                                 start: query.start, device: cell.device)
            guard let frame = filmstrip.last(where: { $0.date <= time }) ?? filmstrip.first else { throw Failure.nothingAt(time) }
            view = frame.view
            now = time
            label = frame.label
        } else {
            // The same snapshot `MatrixRunner.render(_:cell:)` lays out, so diagnostics match `/api/check`.
            let context = TimelineProviderContext(family: cell.family, displaySize: size, isPreview: true)
            let snapshot = descriptor.snapshot(context)
            view = snapshot.view
            now = snapshot.entry.date
        }
        let layout = try WidgetRenderer.layout(view, cell: cell, options: descriptor.options, assets: query.widget.assets, now: now)
        return Rendered(layout: layout, displayList: WidgetRenderer.displayList(for: layout, cell: cell),
                        diagnostics: DiagnosticFinder().diagnose(layout, family: cell.family), frameLabel: label)
    }

    /// The encoded image of the cell.
    static func image(_ query: CellQuery) throws -> RenderCache.Item {
        let rendered = try render(query)
        let data = try DisplayListRenderer.render(rendered.displayList, format: query.format, scale: CGFloat(query.scale))
        return RenderCache.Item(data: data, contentType: query.format == .png ? "image/png" : "image/svg+xml")
    }

    /// The cell's diagnostics and tap targets as JSON.
    static func diagnostics(_ query: CellQuery) throws -> RenderCache.Item {
        let rendered = try render(query)
        // `TapTargetMap` applies iOS's rules: links only in medium and larger families, clipped by ancestors.
        let taps = TapTargetMap(layout: rendered.layout, family: query.cell.family)
        let body = API.DiagnosticsResponse(
            cell: CellKey(widget: query.widgetName, cell: query.cell),
            width: Double(rendered.layout.canvasSize.width), height: Double(rendered.layout.canvasSize.height),
            time: query.time, frameLabel: rendered.frameLabel,
            diagnostics: rendered.diagnostics.map(API.DiagnosticItem.init),
            tapTargets: taps.targets.map { API.TapTarget(url: $0.url.absoluteString, frame: API.Rect($0.rect), isWidgetURL: $0.isWidgetURL, path: $0.path) },
            notes: taps.notes + rendered.layout.issues.map { "\($0)" })
        return RenderCache.Item(data: try JSON.encode(body), contentType: "application/json; charset=utf-8")
    }

    /// The grouped check report for `widget` on `devices`, every family, size and appearance.
    static func check(_ widget: RegisteredWidget, devices: [DeviceProfile]) throws -> RenderCache.Item {
        let matrix = CheckMatrix(widgets: [widget], devices: devices)
        let report = CheckReport(results: MatrixRunner().run(matrix))
        return RenderCache.Item(data: try report.json(), contentType: "application/json; charset=utf-8")
    }

    /// A simulation run as JSON, or its chart as SVG.
    static func simulate(_ widget: RegisteredWidget, family: WidgetFamily, days: Double, start: Date, device: DeviceProfile,
                         svg: Bool) throws -> RenderCache.Item {
        let run = try Simulation.run(widget: widget, family: family, days: days, start: start, device: device)
        if svg { return RenderCache.Item(data: Data(SimulationChart.svg(run).utf8), contentType: "image/svg+xml") }
        return RenderCache.Item(data: try run.jsonData(), contentType: "application/json; charset=utf-8")
    }

    /// The most moments listed per widget in `/api/widgets`.
    static let maximumMoments = 288

    /// What tools know of each widget without rendering it: names and families.
    static func describe(_ catalog: WidgetCatalog) -> [API.WidgetInfo] {
        catalog.widgets.map { widget in
            let descriptor = widget.makeDescriptor()
            return API.WidgetInfo(name: descriptor?.kind ?? widget.typeName, typeName: widget.typeName,
                                  displayName: descriptor?.options.displayName, description: descriptor?.options.description,
                                  families: descriptor?.options.supportedFamilies.map(\.rawValue) ?? [], timeline: nil)
        }
    }

    /// The moments each widget's content changes over one simulated day from the default start, in its
    /// first family; `nil` for widgets that show one thing all day.
    static func timelines(_ catalog: WidgetCatalog, infos: [API.WidgetInfo]) -> [API.WidgetInfo] {
        zip(catalog.widgets, infos).map { widget, info in
            var info = info
            guard let family = info.families.first.flatMap(WidgetFamily.init(rawValue:)),
                  let run = try? Simulation.run(widget: widget, family: family, days: 1, start: defaultStart) else { return info }
            var moments = run.moments
            // A per-second clock changes 86,400 times a day; the page's slider needs a few hundred stops.
            if moments.count > maximumMoments {
                let stride = Double(moments.count) / Double(maximumMoments)
                moments = (0..<maximumMoments).map { moments[Int(Double($0) * stride)] }
            }
            if moments.count > 1 {
                info.timeline = API.Timeline(start: run.start, end: run.end, family: family.rawValue, moments: moments)
            }
            return info
        }
    }
}
