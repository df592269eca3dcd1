import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(_:as:using:widget:contentStates:)`: a Live Activity preview.
///
/// Expands to a record the tools find in the binary (kind 3, `PreviewRecordKind.liveActivity`) whose value
/// is a `RegisteredLiveActivity`. The attributes expression is wrapped in a closure so that each worker
/// builds its own copy: attributes are `Codable` but need not be `Sendable`.
public struct LiveActivityPreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let arguments = PreviewArguments(node, trailingOrder: ["widget", "contentStates"])
        guard let viewKind = arguments["as"], let attributes = arguments["using"], let widget = arguments["widget"] else {
            throw MacroExpansionErrorMessage("#Preview(as:using:) needs a presentation, attributes and a widget closure: #Preview(as: .content, using: MyAttributes()) { MyActivityWidget() } contentStates: { … }")
        }
        guard let states = arguments["contentStates"] else {
            throw MacroExpansionErrorMessage("#Preview(as:using:) needs its content states: add `contentStates: { state1; state2 }`")
        }
        let location = context.location(of: node)
        let file = location.map { $0.file.trimmedDescription } ?? "#fileID"
        let line = location.map { $0.line.trimmedDescription } ?? "#line"
        let name = arguments[""] ?? "nil"
        let value = "WidgetryMacros.__WidgetryPreviews.liveActivity(name: \(name), viewKind: \(viewKind), fileID: \(file), line: \(line), attributes: { \(attributes) }, widget: \(widget), contentStates: \(states))"
        return [previewRecord(named: context.makeUniqueName("liveActivityPreview"), kind: 3, value: value)]
    }
}
