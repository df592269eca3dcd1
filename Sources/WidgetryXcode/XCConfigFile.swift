import Foundation

/// The settings of an `.xcconfig` file (a configuration's `baseConfigurationReference`), with its
/// `#include`s. Conditional assignments (`NAME[sdk=iphoneos*] = …`) are left out: which condition
/// applies depends on a build Widgetry does not make.
enum XCConfigFile {
    /// The settings `url` assigns, later assignments over earlier ones.
    static func settings(contentsOf url: URL) throws -> [String: PlistValue] {
        var missing: [URL] = []
        return try settings(contentsOf: url, missing: &missing)
    }

    /// The settings `url` assigns; a file it `#include`s that is not there is added to `missing` and read as empty.
    /// Such a file is usually written by a tool before the build (Flutter's `Generated.xcconfig`, CocoaPods'
    /// `Pods-App.debug.xcconfig`): the build settings Widgetry reads (Swift version, conditions) are rarely there, and
    /// the project's files are still what its targets list.
    static func settings(contentsOf url: URL, missing: inout [URL]) throws -> [String: PlistValue] {
        var settings: [String: PlistValue] = [:]
        try read(url, into: &settings, including: [], missing: &missing)
        return settings
    }

    /// Reads `url` into `settings`; `including` is the chain of files whose `#include`s led here. A file that
    /// includes one of those is a cycle, which Xcode rejects: reading on would never end (two includes of
    /// itself per file doubled the work at each level — found by fuzzing).
    private static func read(_ url: URL, into settings: inout [String: PlistValue], including: [URL], missing: inout [URL]) throws {
        let depth = including.count
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
                if !FileManager.default.fileExists(atPath: included.path) {
                    if !optional { missing.append(included.standardizedFileURL) }
                    continue
                }
                let next = included.standardizedFileURL
                if next == url.standardizedFileURL || including.contains(next) {
                    throw XcodeProjectError.malformed(
                        file: url, problem: "its #include \"\(path)\" includes a file that is already being read (\((including + [url]).map(\.lastPathComponent).joined(separator: " → ")) → \(next.lastPathComponent)); remove the #include that closes the cycle")
                }
                try read(next, into: &settings, including: including + [url.standardizedFileURL], missing: &missing)
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
