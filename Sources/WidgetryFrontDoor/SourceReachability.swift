import Foundation

/// Which shared files a widget uses. Xcode compiles a widget extension's own member files, and teams add to it the
/// shared files its code needs; on the command line a team passes whole folders (`--sources Widget --sources App`),
/// whose app-only files (screens importing PassKit, a second copy of a view the widget keeps its own of, `@objc`
/// controllers) stop a build Xcode never makes. Starting from the widget's files, a shared file is used when it
/// declares a name a used file spells, or extends a used type with what used code may reach; the rest is left out.
struct SourceReachability: Sendable {
    /// Each candidate file's symbols.
    var symbols: [URL: FileSymbols]

    /// The reachability of `files`, each read and parsed; a file that cannot be read counts as used (the build then
    /// says what is wrong with it).
    init(files: [URL]) {
        var symbols: [URL: FileSymbols] = [:]
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                var unread = FileSymbols()
                unread.isAlwaysUsed = true
                symbols[file] = unread
                continue
            }
            symbols[file] = FileSymbols(source: text)
        }
        self.symbols = symbols
    }

    init(symbols: [URL: FileSymbols]) { self.symbols = symbols }

    /// The widget's entry points among `files`: those declaring a widget, a widget bundle or a control. Empty when the files declare no widget (a folder of views whose previews are checked).
    func widgetFiles(among files: [URL]) -> [URL] {
        files.filter { symbols[$0]?.declaresWidget == true }
    }

    /// Files named like a copy Finder or iCloud Drive makes (`Widget 2.swift`) beside the original (`Widget.swift`)
    /// and declaring a name it declares too: no target lists both, and compiling both redeclares what they share.
    func duplicateCopies(among files: [URL]) -> [URL] {
        let paths = Set(files.map(\.path))
        return files.filter { file in
            let name = file.deletingPathExtension().lastPathComponent
            guard let space = name.lastIndex(of: " "), name[name.index(after: space)...].allSatisfy(\.isNumber),
                  name.index(after: space) < name.endIndex else { return false }
            let original = file.deletingLastPathComponent().appendingPathComponent(String(name[..<space]) + ".swift")
            guard paths.contains(original.path), let copy = symbols[file], let originalSymbols = symbols[original] else { return false }
            return !copy.declared.isDisjoint(with: originalSymbols.declared)
        }
    }

    /// Whether any of `files` declares an `App`: then the folder is an app's, not a widget extension's own.
    func declaresApp(among files: [URL]) -> Bool {
        files.contains { symbols[$0]?.declaresApp == true }
    }

    /// The files among the candidates that `roots` use, directly or through files they use, with the roots
    /// themselves. A name a used file declares is that file's: another file declaring it too (the app's copy of a
    /// view the widget has its own of) is not pulled in by it. Files are taken in rounds, each round's nearest to a
    /// root first (the longest shared folder path), so which of two copies is taken does not depend on hashing.
    func used(from roots: [URL]) -> Set<URL> { Set(usedWithReasons(from: roots).keys) }

    /// ``used(from:)`` with why each file is used ("the widget's own", "declares Trip", "extends Color with hex").
    func usedWithReasons(from roots: [URL]) -> [URL: String] {
        var used = Dictionary(roots.map { ($0, "the widget's own") }, uniquingKeysWith: { first, _ in first })
        var names = roots.reduce(into: Set<String>()) { $0.formUnion(symbols[$1]?.names ?? []) }
        var members = roots.reduce(into: Set<String>()) { $0.formUnion(symbols[$1]?.members ?? []) }
        var extended = Extended()
        for root in roots { extended.add(symbols[root]?.extensions ?? []) }
        var declaredByUsed = roots.reduce(into: Set<String>()) { $0.formUnion(symbols[$1]?.declared ?? []) }
        let declaredAnywhere = symbols.values.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
        // Nearness is measured to the files declaring widgets when there are some: the widget's folder over a shared file named on its own.
        let widgetRoots = roots.filter { symbols[$0]?.declaresWidget == true }
        let rootFolders = (widgetRoots.isEmpty ? roots : widgetRoots).map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        // Each file's nearness and depth, once: the rounds sort by them.
        let order = Dictionary(uniqueKeysWithValues: symbols.keys.map { file -> (URL, (nearness: Int, depth: Int)) in
            let folder = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            return (file, (rootFolders.map { zip($0, folder).prefix { $0 == $1 }.count }.max() ?? 0, file.pathComponents.count))
        })
        var step = 0
        while true {
            step += 1
            let round = symbols.keys.filter { file in
                used[file] == nil && reason(symbols[file]!, names: names, members: members, declaredByUsed: declaredByUsed, extended: extended,
                                            declaredAnywhere: declaredAnywhere) != nil
            }
            // Nearest the widget first; then the shallower (a stale copy of a folder sits inside it); then by path.
            .sorted { (order[$0]!.nearness, -order[$0]!.depth, $1.path) > (order[$1]!.nearness, -order[$1]!.depth, $0.path) }
            guard !round.isEmpty else { return used }
            let (namesBefore, membersBefore) = (names, members)
            for file in round {
                let fileSymbols = symbols[file]!
                // Checked again: a file taken earlier in this round may have declared the name that qualified it.
                guard let reason = reason(fileSymbols, names: namesBefore, members: membersBefore, declaredByUsed: declaredByUsed,
                                          extended: extended, declaredAnywhere: declaredAnywhere) else { continue }
                used[file] = reason + " (step \(step) from the widget's files)"
                names.formUnion(fileSymbols.names)
                members.formUnion(fileSymbols.members)
                declaredByUsed.formUnion(fileSymbols.declared)
                extended.add(fileSymbols.extensions)
            }
        }
    }

    /// What used files' extensions add, by extended type as spelled.
    struct Extended {
        var members: [String: Set<String>] = [:]
        var properties: [String: Set<String>] = [:]
        mutating func add(_ extensions: [FileSymbols.ExtensionSymbols]) {
            for symbols in extensions {
                members[symbols.extendedTypeName, default: []].formUnion(symbols.members)
                properties[symbols.extendedTypeName, default: []].formUnion(symbols.properties)
            }
        }
    }

    /// Why a file is used, given what used files spell (`names`, `members`), declare and add in extensions
    /// (`extended`); nil when it is not.
    private func reason(_ file: FileSymbols, names: Set<String>, members: Set<String>, declaredByUsed: Set<String>,
                        extended: Extended, declaredAnywhere: Set<String>) -> String? {
        if file.isAlwaysUsed { return "declares operators or string interpolations" }
        let named = file.declared.subtracting(declaredByUsed).intersection(names)
        if !named.isEmpty { return "declares " + named.sorted().prefix(3).joined(separator: ", ") }
        // A bare name in a file that does not extend the type cannot mean the type's member: only names after a dot,
        // key path components and argument labels count for extensions.
        let spelled = members
        // A file that also declares types or functions of its own (a screen with an `extension URL: Identifiable` for
        // its sheet) is used through an extension of another module's type only when used code spells a member it
        // adds, other than the requirements every conformance repeats (`id`, `description`, …): a conformance alone,
        // or `\.id` in a `ForEach`, would pull in the screen and everything it uses.
        let declaresOwn = !file.declared.isEmpty
        for symbols in file.extensions {
            // The same members already added to the same type by a used file (the widget's own copy of the app's
            // `extension Defaults.Keys`): a second copy would only redeclare them.
            let added = symbols.members.subtracting(extended.members[symbols.extendedTypeName] ?? [])
            if !symbols.members.isEmpty, added.isEmpty { continue }
            // A property a used extension of the type already declares: this is another copy of that extension.
            if !symbols.properties.isDisjoint(with: extended.properties[symbols.extendedTypeName] ?? []) { continue }
            let isExternal = !declaredAnywhere.contains(symbols.extendedType)
            let spelledMembers = added.intersection(spelled).subtracting(isExternal ? Self.requirementNames : [])
            // An extension of the code's own type counts once that type is used; of another module's type (`Color`,
            // `Date`), once used code spells the type (and, in a file declaring its own types, not by conformance alone).
            let typeIsUsed = isExternal ? names.contains(symbols.extendedType) && !declaresOwn : declaredByUsed.contains(symbols.extendedType)
            if !spelledMembers.isEmpty, typeIsUsed || isExternal {
                // `.myStyle` in `.buttonStyle(.myStyle)` spells a member of a type it never names.
                return "extends \(symbols.extendedTypeName) with " + spelledMembers.sorted().prefix(3).joined(separator: ", ")
            }
            if typeIsUsed, symbols.isUsedWithType { return "extends \(symbols.extendedTypeName) with an initializer, subscript or operator" }
            // A conformance is used through generic code that never names it: the standard protocols that Apple's API
            // takes implicitly (`@AppStorage` of a `RawRepresentable`, `ForEach` of `Identifiable`), or a protocol used
            // code names; a conformance to another package's protocol (`extension String: Differentiable`) is that
            // package's business.
            let conformance = symbols.conformances.first { Self.implicitlyUsedProtocols.contains($0) || names.contains($0) }
            if typeIsUsed, let conformance { return "conforms \(symbols.extendedTypeName) to \(conformance)" }
        }
        return nil
    }

    /// Members every conformance of its kind declares (`Identifiable`, `CustomStringConvertible`, `Hashable`,
    /// `RawRepresentable`, `View`, `Codable`): spelled everywhere, so they say nothing about which extension is used.
    static let requirementNames: Set<String> = ["id", "description", "debugDescription", "hash", "hashValue", "rawValue", "rawValue:",
                                                "body", "encode", "from:", "makeBody"]

    /// Protocols of the standard library, Foundation and SwiftUI that generic API takes without code naming them.
    static let implicitlyUsedProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Identifiable", "Hashable", "Equatable", "Comparable", "RawRepresentable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible", "CaseIterable", "Sendable",
        "Error", "LocalizedError", "Strideable", "Sequence", "Collection", "RandomAccessCollection", "ExpressibleByStringLiteral",
        "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation", "View", "ShapeStyle",
        "Shape", "TimelineEntry", "AppEntity", "AppEnum", "Transferable", "PersistentModel", "ObservableObject", "Observable",
        "NSSecureCoding", "NSCoding", "VectorArithmetic", "Animatable", "StringInterpolationProtocol", "DynamicProperty",
        // `accessibilityChartDescriptor(self)`: the view passes itself; the conformance is often a file of its own.
        "AXChartDescriptorRepresentable",
    ]
}
