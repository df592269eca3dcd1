import Foundation

/// The settings of an `.xcconfig` file (a configuration's `baseConfigurationReference`), with its
/// `#include`s. Conditional assignments (`NAME[sdk=iphoneos*] = …`) are left out: which condition
/// applies depends on a build Widgetry does not make.
enum XCConfigFile {
    /// The settings `url` assigns, later assignments over earlier ones.
    static func settings(contentsOf url: URL) throws -> [String: PlistValue] {
        var settings: [String: PlistValue] = [:]
        try read(url, into: &settings, depth: 0)
        return settings
    }

    private static func read(_ url: URL, into settings: inout [String: PlistValue], depth: Int) throws {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw XcodeProjectError.cannotRead(file: url, reason: XcodeProjectError.reason(of: error))
        }
        for rawLine in text.split(whereSeparator: \.isNewline) {
            // Xcode ends a line at `//` wherever it is, even inside a URL.
            let line = (rawLine.range(of: "//").map { rawLine[..<$0.lowerBound] } ?? rawLine[...])
                .trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                guard quoted.count >= 3, depth < 16 else { continue }
                let path = String(quoted[1])
                let included = path.hasPrefix("/") ? URL(fileURLWithPath: path) : url.deletingLastPathComponent().appendingPathComponent(path)
                if optional && !FileManager.default.fileExists(atPath: included.path) { continue }
                try read(included.standardizedFileURL, into: &settings, depth: depth + 1)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            // `$(inherited)` after an earlier assignment in the same file (or an included one) means that value.
            if let earlier = settings[key]?.settingText {
                value = value.replacingOccurrences(of: "$(inherited)", with: earlier)
                    .replacingOccurrences(of: "${inherited}", with: earlier)
            }
            settings[key] = .string(value)
        }
    }
}
