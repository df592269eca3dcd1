import Foundation

// The `@main` the generated executable starts at: the widget bundle's, or a catalog of the widgets found.
extension GeneratedPackagePlanner {
    /// The `@main` a folder of widgets lacks: its bundle's, else a bundle of every widget found, else
    /// the commands over no widgets (previews only).
    static func entryPoint(bundles: [String], widgets: [String]) -> String {
        let header = "// Written by `widgetry`: your files have no `@main`, so this one runs the commands on what they declare.\nimport WidgetKit\n\n"
        if let bundle = bundles.first {
            return header + "@main enum WidgetryFrontDoorMain {\n    static func main() { \(bundle).main() }\n}\n"
        }
        if !widgets.isEmpty {
            let body = widgets.map { "        \($0)()" }.joined(separator: "\n")
            return header + "@main struct WidgetryFrontDoorBundle: WidgetBundle {\n    var body: some Widget {\n\(body)\n    }\n}\n"
        }
        return header + "@main enum WidgetryFrontDoorMain {\n    static func main() { WidgetryCommand.run(catalog: WidgetCatalog([])) }\n}\n"
    }

    /// The entry point when serving: the user's `@main` type (or bundle, or a bundle of the widgets
    /// found) runs the commands with `commands` (`serve`, `mcp`) added.
    static func servingEntryPoint(main: String?, bundles: [String], widgets: [String],
                                  commands: [(module: String, type: String)] = [("WidgetryServeCommand", "ServeCommand")]) -> String {
        let names = commands.map { "`\($0.type.replacingOccurrences(of: "Command", with: "").lowercased())`" }.joined(separator: " and ")
        var text = "// Written by `widgetry`: your `@main`, with \(names) added to its commands.\nimport WidgetKit\n"
            + commands.map { "import \($0.module)\n" }.joined() + "\n"
        let list = "[" + commands.map { "\($0.type).self" }.joined(separator: ", ") + "]"
        let runner: String
        if let owner = main ?? bundles.first {
            runner = "\(owner).main(extraCommands: \(list))"
        } else if !widgets.isEmpty {
            text += "struct WidgetryFrontDoorBundle: WidgetBundle {\n    var body: some Widget {\n" + widgets.map { "        \($0)()\n" }.joined() + "    }\n}\n\n"
            runner = "WidgetryFrontDoorBundle.main(extraCommands: \(list))"
        } else {
            runner = "WidgetryCommand.run(catalog: WidgetCatalog([]), extraCommands: \(list))"
        }
        return text + "@main enum WidgetryFrontDoorMain {\n    static func main() { \(runner) }\n}\n"
    }

    /// `copy` without its `@main` attribute, blanked to spaces so no column moves.
    static func removingMainAttribute(from copy: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: "(?<![A-Za-z0-9_])@main(?![A-Za-z0-9_])") else { return copy }
        let range = NSRange(copy.startIndex..., in: copy)
        guard let match = regex.firstMatch(in: copy, range: range), let found = Range(match.range, in: copy) else { return copy }
        return copy.replacingCharacters(in: found, with: "     ")
    }
}
