import ArgumentParser
import WidgetryFindings
import WidgetryGraphics
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

// ArgumentParser parses these straight from the command line and lists their values in help and in
// errors ("--family systemHuge" names every family), so no command parses them by hand.

extension WidgetFamily: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.caseName) }
    public var defaultValueDescription: String { caseName }
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

extension DisplaySetting: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension PresentationContext: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--tint #RRGGBB`: the colour the tinted contexts tint with.
struct TintArgument: ExpressibleByArgument, Sendable {
    var color: RGBAColor

    init?(argument: String) {
        let hex = argument.hasPrefix("#") ? String(argument.dropFirst()) : argument
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        color = RGBAColor(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                          blue: Double(value & 0xFF) / 255)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
