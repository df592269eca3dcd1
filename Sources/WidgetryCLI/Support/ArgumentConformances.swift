import ArgumentParser
import WidgetryFindings
import WidgetryReference
import WidgetryUI

// ArgumentParser parses these straight from the command line and lists their values in help and in
// errors ("--family systemHuge" names every family), so no command parses them by hand.

extension WidgetFamily: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension DynamicTypeSize: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.argumentName) }
    public var defaultValueDescription: String { argumentName }
}

extension ColorScheme: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension Severity: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
