import Foundation

/// A target's build settings for one configuration, layered as Xcode layers them (lowest first:
/// Xcode's defaults, the project's `.xcconfig`, the project, the target's `.xcconfig`, the target),
/// with `$(inherited)` reaching one layer down and other `$(NAME)` references resolved in full.
struct BuildSettings: Sendable {
    /// Settings by name, lowest layer first.
    let layers: [[String: PlistValue]]
    /// `.xcconfig` files the configurations name that are not on disk (CocoaPods' generated files, or
    /// git-ignored ones in a fresh clone): read as empty, and reported.
    var missingConfigurationFiles: [URL] = []

    /// The setting's value with every reference expanded, or nil when no layer sets it.
    func value(_ key: String) -> String? {
        resolve(key, below: layers.count, resolving: [])
    }

    /// `text` with its `$(NAME)` references expanded as in a setting's value: what Xcode does to the string values
    /// of a target's `Info.plist`.
    func expanding(_ text: String) -> String {
        expand(text, key: "", level: layers.count, resolving: [])
    }

    /// Every setting name some layer sets.
    var names: Set<String> { Set(layers.flatMap(\.keys)) }

    /// A list setting split on whitespace, quotes removed, each item once (in first-seen order).
    func list(_ key: String) -> [String] {
        var seen: Set<String> = []
        return (value(key) ?? "")
            .split(whereSeparator: \.isWhitespace)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The target's active compilation conditions: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, then the conditions
    /// `OTHER_SWIFT_FLAGS` defines (`-DWIDGET`, `-D WIDGET`), which swiftc treats the same way — older projects set their
    /// `#if WIDGET` flag there.
    func compilationConditions() -> [String] {
        var conditions = list("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
        let flags = list("OTHER_SWIFT_FLAGS")
        var index = flags.startIndex
        while index < flags.endIndex {
            let flag = flags[index]
            var defined: String?
            if flag == "-D", index + 1 < flags.endIndex {
                defined = flags[index + 1]
                index += 1
            } else if flag.hasPrefix("-D"), flag.count > 2 {
                defined = String(flag.dropFirst(2))
            }
            if let defined, !conditions.contains(defined) { conditions.append(defined) }
            index += 1
        }
        return conditions
    }

    /// A path setting as a file URL, relative paths taken from `base` (Xcode resolves them against the
    /// project folder); nil when unset or empty.
    func path(_ key: String, relativeTo base: URL) -> URL? {
        guard let text = value(key)?.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\""))),
              !text.isEmpty else { return nil }
        let url = text.hasPrefix("/") ? URL(fileURLWithPath: text) : base.appendingPathComponent(text)
        return url.standardizedFileURL
    }

    /// `resolving` holds the settings (name and layer) being expanded further up: a reference back to
    /// one of them is a cycle, which Xcode also leaves empty.
    private func resolve(_ key: String, below limit: Int, resolving: Set<String>) -> String? {
        guard let level = (0..<min(limit, layers.count)).last(where: { layers[$0][key] != nil }),
              let raw = layers[level][key]?.settingText else { return nil }
        let identity = "\(level):\(key)"
        guard !resolving.contains(identity) else { return "" }
        return expand(raw, key: key, level: level, resolving: resolving.union([identity]))
    }

    /// Replaces each `$(…)` or `${…}` in `text`, inner references first (`$(FOO_$(BAR))`), and the deprecated bare form
    /// `$NAME` (`"$inherited XCODE16"` in a shipping app's conditions), which Xcode's build engine still reads as a
    /// reference; `$$` is a literal `$` (swift-build, `MacroExpressionParser.parseSubstitutionSubexpression`).
    private func expand(_ text: String, key: String, level: Int, resolving: Set<String>) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "$", next < text.endIndex, let end = Self.closingIndex(in: text, openingAt: next) {
                let inner = String(text[text.index(after: next)..<end])
                let reference = expand(inner, key: key, level: level, resolving: resolving)
                result += substitute(reference, key: key, level: level, resolving: resolving)
                index = text.index(after: end)
            } else if character == "$", next < text.endIndex, text[next] == "$" {
                result.append("$")
                index = text.index(after: next)
            } else if character == "$", next < text.endIndex, Self.isMacroNameStart(text[next]) {
                let end = text[next...].firstIndex { !Self.isMacroNameStart($0) && !("0"..."9").contains($0) } ?? text.endIndex
                result += substitute(String(text[next..<end]), key: key, level: level, resolving: resolving)
                index = end
            } else {
                result.append(character)
                index = next
            }
        }
        return result
    }

    /// The value of one reference, `NAME` or `NAME:modifier,modifier`.
    private func substitute(_ reference: String, key: String, level: Int, resolving: Set<String>) -> String {
        var parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
        let name = parts.isEmpty ? "" : parts.removeFirst()
        var value = name == "inherited"
            ? resolve(key, below: level, resolving: resolving) ?? ""
            : resolve(name, below: layers.count, resolving: resolving) ?? ""
        for modifier in parts.first?.split(separator: ",") ?? [] {
            value = Self.apply(String(modifier), to: value)
        }
        return value
    }

    /// Xcode's reference modifiers that matter for names and paths; unknown ones leave the value as is.
    private static func apply(_ modifier: String, to value: String) -> String {
        if modifier.hasPrefix("default=") { return value.isEmpty ? String(modifier.dropFirst("default=".count)) : value }
        switch modifier {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "c99extidentifier", "identifier": return value.c99Identifier
        case "rfc1034identifier": return value.rfc1034Identifier
        case "file": return (value as NSString).lastPathComponent
        case "base": return ((value as NSString).lastPathComponent as NSString).deletingPathExtension
        case "dir": return (value as NSString).deletingLastPathComponent
        case "suffix": return (value as NSString).pathExtension.isEmpty ? "" : "." + (value as NSString).pathExtension
        case "standardizepath": return (value as NSString).standardizingPath
        default: return value
        }
    }

    /// A letter or `_`: what may start a bare `$NAME` reference (digits may follow).
    private static func isMacroNameStart(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }

    /// The index of the `)` or `}` closing the bracket at `opening`, counting nested brackets; nil when
    /// `opening` is not a bracket or it is never closed (then the `$` is kept as text).
    private static func closingIndex(in text: String, openingAt opening: String.Index) -> String.Index? {
        let open = text[opening]
        guard open == "(" || open == "{" else { return nil }
        let close: Character = open == "(" ? ")" : "}"
        var depth = 0
        var index = opening
        while index < text.endIndex {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
