import SwiftSyntax

/// The arguments of one `#Preview` use, matched to their parameters the way the compiler matches them:
/// labelled arguments by label, the first unlabelled one as the name, then trailing closures in order
/// to the parameters still open.
struct PreviewArguments {
    /// Expressions by parameter label; the unlabelled name is under `""`.
    var values: [String: ExprSyntax] = [:]

    init(_ node: some FreestandingMacroExpansionSyntax, trailingOrder: [String]) {
        for argument in node.arguments {
            values[argument.label?.text ?? ""] = argument.expression
        }
        var open = trailingOrder.filter { values[$0] == nil }
        if let closure = node.trailingClosure, !open.isEmpty {
            values[open.removeFirst()] = ExprSyntax(closure)
        }
        for closure in node.additionalTrailingClosures {
            values[closure.label.text] = ExprSyntax(closure.closure)
            open.removeAll { $0 == closure.label.text }
        }
    }

    /// The argument for `label`, as source text.
    subscript(label: String) -> String? { values[label]?.trimmedDescription }
}

/// The declarations every preview expands to: a record in the section the tools read, whose accessor
/// writes the preview's value. Two spellings of the section, because Mach-O names a section with its
/// segment and ELF does not.
func previewRecord(named name: TokenSyntax, kind: Int, value: String) -> DeclSyntax {
    return """
    #if canImport(Darwin)
    @section("__DATA_CONST,widgetry_prevs") @used
    private let \(name): WidgetryMacros.__WidgetryPreviewRecord = (\(raw: kind), 1, { slot in WidgetryMacros.__WidgetryPreviewSlot.write(\(raw: value), to: slot) })
    #else
    @section("widgetry_previews") @used
    private let \(name): WidgetryMacros.__WidgetryPreviewRecord = (\(raw: kind), 1, { slot in WidgetryMacros.__WidgetryPreviewSlot.write(\(raw: value), to: slot) })
    #endif
    """
}
