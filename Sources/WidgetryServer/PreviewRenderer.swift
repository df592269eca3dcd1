import Foundation
import WidgetryCheck
import WidgetryFindings
import WidgetryPipeline
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
    static let defaultStart = CellPipeline.defaultTimelineStart

    /// Renders the cell through the one pipeline: the widget's snapshot (as `render` and `check` do), or —
    /// with a time — whatever its simulated timeline shows at that instant. A cell that cannot be rendered
    /// is an error naming why.
    static func render(_ query: CellQuery, output: CellPipeline.Output = []) throws -> RenderedCell {
        let rendered = CellPipeline().render(query.widget, in: query.cell, at: query.time, timelineStart: query.start, output: output)
        if let failure = rendered.failure { throw Failure.cannotRender(failure) }
        return rendered
    }

    enum Failure: Error, CustomStringConvertible {
        case cannotRender(Finding)
        var description: String {
            switch self {
            case .cannotRender(let finding): "\(finding.message); \(finding.suggestion)"
            }
        }
    }

    /// The encoded image of the cell.
    static func image(_ query: CellQuery) throws -> RenderCache.Item {
        let rendered = try render(query, output: .drawing)
        guard let list = rendered.displayList else { throw Failure.cannotRender(Finding(kind: .nothingToRender, message: "nothing was drawn")) }
        let data = try DisplayListRenderer.render(list, format: query.format, scale: CGFloat(query.scale), images: rendered.assets.images)
        return RenderCache.Item(data: data, contentType: query.format == .png ? "image/png" : "image/svg+xml")
    }

    /// The cell's findings and tap targets as JSON: the same pipeline result the gallery and the test
    /// assertions read.
    static func diagnostics(_ query: CellQuery) throws -> RenderCache.Item {
        let rendered = try render(query)
        let taps = rendered.tapTargets
        let size = query.cell.size ?? .zero
        let body = API.DiagnosticsResponse(
            cell: rendered.key,
            width: Double(size.width), height: Double(size.height),
            time: query.time, frameLabel: rendered.frameLabel,
            diagnostics: rendered.findings.map(API.DiagnosticItem.init),
            tapTargets: (taps?.targets ?? []).map { API.TapTarget(url: $0.url.absoluteString, frame: API.Rect($0.rect), isWidgetURL: $0.isWidgetURL, path: $0.path) },
            notes: taps?.notes ?? [])
        return RenderCache.Item(data: try JSON.encode(body), contentType: "application/json; charset=utf-8")
    }

    /// The grouped check report for `widget` on `devices`, every family, size and appearance.
    static func check(_ widget: RegisteredWidget, devices: [DeviceProfile]) throws -> RenderCache.Item {
        let matrix = CheckMatrix(widgets: [widget], devices: devices)
        let report = MatrixRunner().report(matrix)
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
                                  families: descriptor?.options.supportedFamilies.map(\.caseName) ?? [], timeline: nil,
                                  localizations: widget.assets.strings?.localizations ?? [])
        }
    }

    /// The moments each widget's content changes over one simulated day from the default start, in its
    /// first family; `nil` for widgets that show one thing all day.
    static func timelines(_ catalog: WidgetCatalog, infos: [API.WidgetInfo]) -> [API.WidgetInfo] {
        zip(catalog.widgets, infos).map { widget, info in
            var info = info
            guard let family = info.families.first.flatMap(WidgetFamily.init(caseName:)),
                  let run = try? Simulation.run(widget: widget, family: family, days: 1, start: defaultStart) else { return info }
            var moments = run.moments
            // A per-second clock changes 86,400 times a day; the page's slider needs a few hundred stops.
            if moments.count > maximumMoments {
                let stride = Double(moments.count) / Double(maximumMoments)
                moments = (0..<maximumMoments).map { moments[Int(Double($0) * stride)] }
            }
            if moments.count > 1 {
                info.timeline = API.Timeline(start: run.start, end: run.end, family: family.caseName, moments: moments)
            }
            return info
        }
    }
}
