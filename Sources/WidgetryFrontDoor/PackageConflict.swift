import Foundation

/// A version conflict between a package the widget uses and Widgetry's own build, as SwiftPM reports it: "Dependencies
/// could not be resolved because 'widgetry' depends on 'swift-crypto' 3.0.0..<5.0.0 and 'oauthswift' depends on
/// 'swift-crypto' 1.0.0..<2.0.0." (OAuthSwift's manifest adds swift-crypto 1 on Linux only). No checkout fixes it, so the
/// error says so instead of asking for one.
public struct PackageConflict: Sendable, Equatable {
    /// The widget's package that needs the other version (`oauthswift`).
    public var package: String
    /// The package both need (`swift-crypto`).
    public var dependency: String
    /// The versions Widgetry's build accepts.
    public var widgetryRange: String
    /// The versions the widget's package accepts.
    public var theirRange: String

    /// The conflict in SwiftPM's resolution error `line`, when the line names Widgetry as one side: `widgetry`, or the
    /// generated package (`generatedPackage`, its folder's name), which pins Widgetry's own versions of the packages its
    /// macros build with (swift-syntax) and so stands for Widgetry when SwiftPM names it.
    public init?(resolutionError line: some StringProtocol, generatedPackage: String? = nil) {
        let pattern = #"because '([^']+)' depends on '([^']+)' ([^ ]+) and '([^']+)' depends on '([^']+)' (\S+?)\.?(?:\s|$)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        let text = String(line)
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), match.numberOfRanges == 7 else { return nil }
        let parts = (1...6).map { index in Range(match.range(at: index), in: text).map { String(text[$0]) } ?? "" }
        guard parts[1] == parts[4] else { return nil }
        let own = Set(["widgetry"] + [generatedPackage?.lowercased()].compactMap { $0 })
        let widgetryFirst = own.contains(parts[0].lowercased()), widgetrySecond = own.contains(parts[3].lowercased())
        guard widgetryFirst != widgetrySecond else { return nil }
        package = widgetryFirst ? parts[3] : parts[0]
        dependency = parts[1]
        widgetryRange = widgetryFirst ? parts[2] : parts[5]
        theirRange = widgetryFirst ? parts[5] : parts[2]
    }
}
