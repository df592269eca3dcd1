import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(_:as:widget:timeline:)`, `#Preview(_:as:using:widget:timeline:)`,
/// `#Preview(_:as:widget:timelineProvider:)` and `#Preview(_:as:using:widget:timelineProvider:)`.
///
/// Expands to a record the tools find in the binary (see `WidgetryDiscovery`) whose value is a
/// `WidgetPreview` built from the same closures, so the preview's entries become cells of the matrix.
public struct WidgetPreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let arguments = PreviewArguments(node, trailingOrder: ["widget", "timeline", "timelineProvider"])
        guard let family = arguments["as"], let widget = arguments["widget"] else {
            throw MacroExpansionErrorMessage("#Preview(as:) needs a family and a widget closure: #Preview(as: .systemSmall) { MyWidget() } timeline: { … }")
        }
        let location = context.location(of: node)
        let file = location.map { $0.file.trimmedDescription } ?? "#fileID"
        let line = location.map { $0.line.trimmedDescription } ?? "#line"
        let name = arguments[""] ?? "nil"
        let intent = arguments["using"].map { ", using: \($0)" } ?? ""
        let value: String
        if let timeline = arguments["timeline"] {
            value = "WidgetryMacros.__WidgetryPreviews.widget(name: \(name), family: \(family), fileID: \(file), line: \(line)\(intent), widget: \(widget), timeline: \(timeline))"
        } else if let provider = arguments["timelineProvider"] {
            value = "WidgetryMacros.__WidgetryPreviews.widget(name: \(name), family: \(family), fileID: \(file), line: \(line)\(intent), widget: \(widget), timelineProvider: \(provider))"
        } else {
            throw MacroExpansionErrorMessage("#Preview(as:) needs its entries: add `timeline: { entry1; entry2 }` or `timelineProvider: { MyProvider() }`")
        }
        return [previewRecord(named: context.makeUniqueName("widgetPreview"), kind: 1, value: value)]
    }
}

/// `#Preview { … }`, `#Preview("Name") { … }` and `#Preview("Name", traits: …) { … }`: a view preview.
public struct ViewPreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let arguments = PreviewArguments(node, trailingOrder: ["body"])
        guard let body = arguments["body"] else {
            throw MacroExpansionErrorMessage("#Preview needs a closure with the view to preview: #Preview { MyView() }")
        }
        let location = context.location(of: node)
        let file = location.map { $0.file.trimmedDescription } ?? "#fileID"
        let line = location.map { $0.line.trimmedDescription } ?? "#line"
        let name = arguments[""] ?? "nil"
        let value = "WidgetryMacros.__WidgetryPreviews.view(name: \(name), fileID: \(file), line: \(line), body: \(body))"
        return [previewRecord(named: context.makeUniqueName("viewPreview"), kind: 2, value: value)]
    }
}
