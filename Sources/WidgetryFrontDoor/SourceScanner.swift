import SwiftParser
import SwiftSyntax

/// Reads a file's imports, entry point, widgets and Linux-incompatible constructs from the code an
/// iOS build compiles: branches the configuration rules out are not read.
public enum SourceScanner {
    /// The facts of `source` under `configuration`.
    public static func scan(_ source: String, configuration: IOSBuildConfiguration) -> SourceFacts {
        let tree = Parser.parse(source: source)
        let collector = FactCollector(configuration: configuration, converter: SourceLocationConverter(fileName: "", tree: tree))
        collector.walk(tree)
        return collector.facts
    }
}
