import Foundation
import MCP
import WidgetryCheck
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// The tools `widgetry mcp` offers a coding agent, over one executable's widgets: list them, render a
/// cell to PNG, check a widget or a cell, return a cell's layout tree, and compare two renders. Each call
/// goes through the same cell pipeline as `widgetry render` and `widgetry check`.
public struct WidgetryAgentTools: Sendable {
    /// The widgets the tools work on.
    public var catalog: WidgetCatalog

    /// Tools over `catalog`.
    public init(catalog: WidgetCatalog) { self.catalog = catalog }

    /// The tools' declarations, as `tools/list` returns them.
    public static var tools: [Tool] {
        let cell = CellRequest.schemaProperties
        func schema(_ properties: [String: Value], required: [String] = []) -> Value {
            ["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) })]
        }
        let readOnly = Tool.Annotations(readOnlyHint: true, openWorldHint: false)
        var renderProperties = cell
        renderProperties["scale"] = ["type": "integer", "minimum": 1, "maximum": 3, "description": "Pixels per point (default: 2)."]
        var checkProperties = cell
        checkProperties["severity"] = ["type": "string", "enum": .array(Severity.allCases.map { .string($0.rawValue) }),
                                       "description": "Lowest severity reported (default: warning)."]
        let side: Value = ["type": "object", "description": "A cell (widget, family, device, sizeCategory, appearance, context) or {\"png\": path}.",
                           "properties": .object(cell.merging(["png": ["type": "string", "description": "A PNG file, e.g. an earlier render."]]) { a, _ in a })]
        return [
            Tool(name: "list_widgets", description: "The widgets this executable holds, each with its supported families, and the devices, text sizes and contexts cells can use.",
                 inputSchema: schema([:]), annotations: readOnly),
            Tool(name: "render_cell", description: "Render one cell of a widget (family, device, text size, appearance, context) to a PNG image.",
                 inputSchema: schema(renderProperties), annotations: readOnly),
            Tool(name: "check", description: "Check a widget and return its findings (truncated, clipped, illegible text, …) as JSON. With sizeCategory and appearance, one cell; otherwise every text size and appearance of the family (or of every supported family) on the device.",
                 inputSchema: schema(checkProperties), annotations: readOnly),
            Tool(name: "layout_tree", description: "A cell's layout as JSON: every placed element with its view path (as findings name it), kind, frame in points, clip, text and findings.",
                 inputSchema: schema(cell.merging(["depth": ["type": "integer", "description": "Levels listed (default: 64)."]]) { a, _ in a }),
                 annotations: readOnly),
            Tool(name: "compare_renders", description: "Compare two renders (two cells, or a cell against a PNG file such as a render from before an edit): pixel difference summary as JSON and a difference image (changed pixels in red).",
                 inputSchema: schema(["before": side, "after": side], required: ["before", "after"]), annotations: readOnly),
        ]
    }

    /// Runs the tool `name`; bad arguments and failed renders come back as error results naming the problem.
    public func call(_ name: String, arguments: [String: Value]?) -> CallTool.Result {
        let arguments = arguments ?? [:]
        do {
            switch name {
            case "list_widgets": return try listWidgets()
            case "render_cell": return try renderCell(arguments)
            case "check": return try check(arguments)
            case "layout_tree": return try layoutTree(arguments)
            case "compare_renders": return try compareRenders(arguments)
            default:
                throw ToolError("no tool named '\(name)'; the tools are: \(Self.tools.map(\.name).joined(separator: ", "))")
            }
        } catch {
            return CallTool.Result(content: [.text(text: "\(error)", annotations: nil, _meta: nil)], isError: true)
        }
    }

    // MARK: - Tools

    func listWidgets() throws -> CallTool.Result {
        struct Listing: Encodable {
            struct Entry: Encodable { var name: String; var type: String; var families: [String] }
            var widgets: [Entry]
            var devices: [String]
            var defaultDevice: String
            var sizeCategories: [String]
            var contexts: [String]
        }
        let listing = Listing(
            widgets: catalog.widgets.map { widget in
                Listing.Entry(name: widget.name, type: widget.typeName,
                              families: (widget.makeDescriptor()?.options.supportedFamilies ?? []).map(\.caseName))
            },
            devices: DeviceCatalog.all.map(\.name), defaultDevice: DeviceCatalog.defaultDevice.name,
            sizeCategories: DynamicTypeSize.allCases.map(\.argumentName), contexts: PresentationContext.allCases.map(\.rawValue))
        return try json(listing)
    }

    func renderCell(_ arguments: [String: Value]) throws -> CallTool.Result {
        let request = try CellRequest(arguments, catalog: catalog)
        let scale = arguments["scale"]?.intValue ?? 2
        guard (1...3).contains(scale) else { throw ToolError("scale must be 1, 2 or 3, not \(scale)") }
        let (rendered, image) = try render(request, scale: CGFloat(scale))
        let findings = rendered.findings(atOrAbove: .warning)
        let summary = "\(request.widget.name) · \(request.cell): \(image.width)×\(image.height) px at @\(scale)x; "
            + (findings.isEmpty ? "no findings at warning or above" : "\(findings.count) findings (the check tool lists them)")
        return CallTool.Result(content: [.image(data: try image.pngData().base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil), .text(text: summary, annotations: nil, _meta: nil)])
    }

    func check(_ arguments: [String: Value]) throws -> CallTool.Result {
        let request = try CellRequest(arguments, catalog: catalog)
        var severity = Severity.warning
        if let name = arguments["severity"]?.stringValue {
            guard let parsed = Severity(rawValue: name) else {
                throw ToolError("unknown severity '\(name)'; use one of: \(Severity.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            severity = parsed
        }
        let cells: [RenderedCell]
        if arguments["sizeCategory"] != nil, arguments["appearance"] != nil {
            cells = [CellPipeline().render(request.widget, in: request.cell)]
        } else {
            // A family named: that family; none: every family the widget supports. Sizes and appearances
            // not named run through all of them, as `widgetry check` does.
            let families = arguments["family"] != nil ? [request.cell.family] : nil
            let sizes = try CellRequest.sizeCategory(arguments["sizeCategory"]?.stringValue).map { [$0] } ?? DynamicTypeSize.allCases
            let appearances = arguments["appearance"] != nil ? [request.cell.colorScheme] : ColorScheme.allCases
            let contexts = arguments["context"] != nil ? [request.cell.context] : nil
            let matrix = CheckMatrix(widgets: [request.widget], families: families, devices: [request.cell.device], sizes: sizes,
                                     appearances: appearances, contexts: contexts)
            cells = MatrixRunner().run(matrix)
        }
        struct CellFindings: Encodable { var cell: String; var failure: String?; var findings: [Finding] }
        struct Report: Encodable { var widget: String; var severity: String; var cellsChecked: Int; var cellsWithFindings: Int; var cells: [CellFindings] }
        let listed = cells.compactMap { rendered -> CellFindings? in
            let found = rendered.findings(atOrAbove: severity)
            guard !found.isEmpty || rendered.failure != nil else { return nil }
            return CellFindings(cell: rendered.cell.description, failure: rendered.failure?.message, findings: found)
        }
        return try json(Report(widget: request.widget.name, severity: severity.rawValue, cellsChecked: cells.count,
                               cellsWithFindings: listed.count, cells: listed))
    }

    func layoutTree(_ arguments: [String: Value]) throws -> CallTool.Result {
        let request = try CellRequest(arguments, catalog: catalog)
        let rendered = CellPipeline().render(request.widget, in: request.cell, output: .layout)
        if let failure = rendered.failure { throw ToolError("\(failure.message); \(failure.suggestion)") }
        guard let layout = rendered.layout else { throw ToolError("no layout was kept for \(request.cell)") }
        struct Tree: Encodable { var cell: String; var canvas: LayoutTreeNode.Frame; var root: LayoutTreeNode }
        let depth = max(1, arguments["depth"]?.intValue ?? 64)
        return try json(Tree(cell: request.cell.description, canvas: .init(CGRect(origin: .zero, size: layout.canvasSize)),
                             root: LayoutTreeNode(layout.root, depth: depth)))
    }

    func compareRenders(_ arguments: [String: Value]) throws -> CallTool.Result {
        guard let before = arguments["before"]?.objectValue, let after = arguments["after"]?.objectValue else {
            throw ToolError("compare_renders needs \"before\" and \"after\": each a cell (widget, family, …) or {\"png\": path}")
        }
        let (beforeImage, beforeName) = try image(before)
        let (afterImage, afterName) = try image(after)
        let result = PerceptualDiff().compare(beforeImage, afterImage)
        struct Summary: Encodable {
            var before: String; var after: String
            var beforeSize: [Int]; var afterSize: [Int]; var sizeChanged: Bool
            var differentPixels: Int; var antialiasedPixels: Int; var totalPixels: Int; var differentFraction: Double
            var identical: Bool
        }
        let total = result.diffImage.width * result.diffImage.height
        let summary = Summary(before: beforeName, after: afterName, beforeSize: [beforeImage.width, beforeImage.height],
                              afterSize: [afterImage.width, afterImage.height], sizeChanged: result.sizeChanged,
                              differentPixels: result.differentPixels, antialiasedPixels: result.antialiasedPixels, totalPixels: total,
                              differentFraction: Double(result.differentPixels) / Double(max(total, 1)),
                              identical: !result.sizeChanged && result.differentPixels == 0)
        var content = try json(summary).content
        content.append(.image(data: try result.diffImage.pngData().base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil))
        return CallTool.Result(content: content)
    }

    // MARK: - Helpers

    private func render(_ request: CellRequest, scale: CGFloat) throws -> (RenderedCell, RasterImage) {
        let rendered = CellPipeline().render(request.widget, in: request.cell, output: .drawing)
        if let failure = rendered.failure { throw ToolError("\(failure.message); \(failure.suggestion)") }
        guard let list = rendered.displayList else { throw ToolError("nothing was drawn for \(request.cell)") }
        return (rendered, DisplayListRenderer.rasterize(list, scale: scale, images: rendered.assets.images))
    }

    /// One side of a comparison: a PNG file, or a cell rendered at @2x.
    private func image(_ side: [String: Value]) throws -> (RasterImage, String) {
        if let path = side["png"]?.stringValue {
            guard let data = FileManager.default.contents(atPath: path) else { throw ToolError("cannot read the PNG file '\(path)'") }
            do { return (try RasterImage.decodePNG(data), path) } catch { throw ToolError("'\(path)' is not a PNG image: \(error)") }
        }
        let request = try CellRequest(side, catalog: catalog)
        let scale = side["scale"]?.intValue ?? 2
        return (try render(request, scale: CGFloat(scale)).1, "\(request.widget.name) · \(request.cell)")
    }

    private func json(_ value: some Encodable) throws -> CallTool.Result {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return CallTool.Result(content: [.text(text: String(decoding: try encoder.encode(value), as: UTF8.self), annotations: nil, _meta: nil)])
    }
}
