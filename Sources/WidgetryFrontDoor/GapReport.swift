import Foundation

/// What stopped a widget extension from compiling, ranked: the Widgetry gaps it met (most used first, each
/// with its places and the docs/compatibility.md hint), names neither Widgetry nor the files declare (an API
/// Widgetry may lack, or an app type the target does not include), and the other errors, which are the
/// code's own. A user learns which problems are Widgetry's to close and which are theirs.
public struct GapReport: Sendable {
    /// One missing thing and where the code uses it.
    public struct Entry: Sendable, Hashable {
        /// What is missing (`Chart`, `UIGraphicsImageRenderer`).
        public var symbol: String
        /// The next step, for a known gap.
        public var hint: String?
        /// Each place the compiler stopped on it.
        public var uses: [BuildDiagnostic]
    }

    /// Known Widgetry gaps, most used first.
    public var gaps: [Entry]
    /// Names the compiler could not find that are no known gap, most used first.
    public var unknownNames: [Entry]
    /// Members a type Widgetry declares lacks (`WidgetCenter.currentConfigurations`): Apple's type has them, so they are
    /// Widgetry's to add, not app code left out. Each entry's symbol is `Type.member`.
    public var missingMembers: [Entry] = []
    /// Calls whose callee is Widgetry's declaration and does not take them (a missing default, parameter or overload):
    /// the compiler's note puts the declaration in Widgetry's sources, so the difference is Widgetry's to close.
    public var apiDifferences: [Entry] = []
    /// Every other error in the user's files.
    public var otherErrors: [BuildDiagnostic]
    /// Errors that follow from a name listed above and go once it exists: an implicit member (`.portrait`) whose type is
    /// missing in the same file, or an error that quotes a missing name. Counted apart so the code is not blamed for them.
    public var followOnErrors: [BuildDiagnostic] = []
    /// Errors in files that are not the user's: a package's code or C library, the system's headers, code Widgetry
    /// generates. Telling the user these are at their own lines would send them looking in the wrong place.
    public var elsewhereErrors: [BuildDiagnostic] = []

    /// Ranks the errors among `diagnostics`. With `ownFiles` (the paths of the user's files the build compiled), an
    /// error in any other file is counted apart, as ``elsewhereErrors``. With `widgetrySources` (the folder of Widgetry's
    /// package), an error whose notes point into it is one of ``apiDifferences``. With `widgetryTypes` (the type names
    /// Widgetry declares, ``WidgetryTypeIndex``), a member one of them lacks is one of ``missingMembers``.
    public init(diagnostics: [BuildDiagnostic], gaps known: [WidgetryGap] = WidgetryGap.known, ownFiles: Set<String>? = nil,
                widgetrySources: String? = nil, widgetryTypes: Set<String> = []) {
        var gaps: [String: Entry] = [:], unknown: [String: Entry] = [:], differences: [String: Entry] = [:], other: [BuildDiagnostic] = []
        var members: [String: Entry] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .error {
            let notes = diagnostics[(index + 1)...].prefix { $0.severity == .note }
            if let ownFiles, !ownFiles.contains(diagnostic.file) {
                elsewhereErrors.append(diagnostic)
            } else if let gap = known.first(where: { $0.matches(diagnostic.message) }) {
                gaps[gap.symbol, default: Entry(symbol: gap.symbol, hint: gap.hint, uses: [])].uses.append(diagnostic)
            } else if let name = Self.missingName(in: diagnostic.message) {
                if let path = WidgetryTypeIndex.typePath(in: diagnostic.message), let type = path.last, path.allSatisfy(widgetryTypes.contains) {
                    let symbol = "\(type).\(name)"
                    members[symbol, default: Entry(symbol: symbol, hint: nil, uses: [])].uses.append(diagnostic)
                } else {
                    unknown[name, default: Entry(symbol: name, hint: nil, uses: [])].uses.append(diagnostic)
                }
            } else if let type = Self.inaccessibleInitializerType(in: diagnostic.message) {
                // Widgetry has the type but no public initializer the call could mean: one Apple's type has is missing.
                let symbol = "\(type).init"
                members[symbol, default: Entry(symbol: symbol, hint: nil, uses: [])].uses.append(diagnostic)
            } else if let widgetrySources, let note = notes.first(where: { $0.file.hasPrefix(widgetrySources + "/") }) {
                if Self.declaresNonPublic(note) {
                    // The only candidate is Widgetry's own internal declaration: the public one Apple's type has is missing.
                    let symbol = Self.declaredType(of: note) + ".init"
                    members[symbol, default: Entry(symbol: symbol, hint: nil, uses: [])].uses.append(diagnostic)
                } else {
                    let symbol = Self.declaredName(in: note)
                    differences[symbol, default: Entry(symbol: symbol, hint: nil, uses: [])].uses.append(diagnostic)
                }
            } else {
                other.append(diagnostic)
            }
        }
        func ranked(_ entries: [String: Entry]) -> [Entry] {
            entries.values.sorted { ($0.uses.count, $1.symbol) > ($1.uses.count, $0.symbol) }
        }
        // Follow-ons: the missing types (capitalised names), and the files they were met in.
        let missingEntries = Array(gaps.values) + Array(unknown.values) + Array(members.values)
        let missingTypes = Set(missingEntries.map(\.symbol).filter { $0.first?.isUppercase == true })
        let filesMissingTypes = Set(missingEntries.filter { missingTypes.contains($0.symbol) }.flatMap { $0.uses.map(\.file) })
        var followOns: [BuildDiagnostic] = []
        for (name, entry) in unknown {
            // `.portrait` where `UIDeviceOrientation` is missing: the compiler cannot know the base type, so the member is no
            // API of its own.
            let (after, kept) = entry.uses.partitioned { Self.isContextualBase($0.message) && filesMissingTypes.contains($0.file) }
            followOns += after
            if kept.isEmpty { unknown[name] = nil } else { unknown[name]?.uses = kept }
        }
        let (quoting, own) = other.partitioned { !Self.quotedNames(in: $0.message).isDisjoint(with: missingTypes) }
        followOns += quoting
        self.gaps = ranked(gaps)
        unknownNames = ranked(unknown)
        missingMembers = ranked(members)
        apiDifferences = ranked(differences)
        otherErrors = own
        followOnErrors = followOns.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    /// Whether the message is Swift's "cannot infer contextual base in reference to member 'x'".
    static func isContextualBase(_ message: String) -> Bool { message.hasPrefix("cannot infer contextual base in reference to member '") }

    /// The names a message quotes, each also without its module and generic arguments (`'ObservedObject<Model>.Wrapper'`
    /// gives `ObservedObject<Model>.Wrapper`, `ObservedObject` and `Model`).
    static func quotedNames(in message: String) -> Set<String> {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        var names = Set(quoted)
        for text in quoted {
            for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { names.insert(String(word)) }
        }
        return names
    }

    /// The type in "'T' initializer is inaccessible due to 'package' protection level" (any access level below public).
    static func inaccessibleInitializerType(in message: String) -> String? {
        guard message.hasPrefix("'"), let end = message.range(of: "' initializer is inaccessible due to '") else { return nil }
        return String(message[message.index(after: message.startIndex)..<end.lowerBound])
    }

    /// Whether the note's declaration, read at its line in Widgetry's sources, is not public (`package`, `internal`, or no
    /// access keyword): such a declaration is no part of Widgetry's API, so a call it does not take meets no API of Apple's
    /// either. `false` when the file cannot be read.
    static func declaresNonPublic(_ note: BuildDiagnostic) -> Bool {
        guard note.message.contains("declared here"),
              let text = try? String(contentsOfFile: note.file, encoding: .utf8) else { return false }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard note.line >= 1, note.line <= lines.count else { return false }
        let words = lines[note.line - 1].split(whereSeparator: { $0 == " " || $0 == "(" }).map(String.init)
        return !words.contains("public") && !words.contains("open")
    }

    /// The type a note's file declares, by Widgetry's naming (one main type per file: `CGImage.swift`, `UIView+Animation.swift`).
    static func declaredType(of note: BuildDiagnostic) -> String {
        let file = ((note.file as NSString).lastPathComponent as NSString).deletingPathExtension
        return String(file.prefix { $0 != "+" })
    }

    /// What a note about Widgetry's declaration names: the quoted declaration (`'init(filePresenter:)' declared here`) with
    /// the file that declares it, whose name is its type's (`NSFileCoordinator`); the note's text without a quote.
    static func declaredName(in note: BuildDiagnostic) -> String {
        let file = ((note.file as NSString).lastPathComponent as NSString).deletingPathExtension
        let parts = note.message.split(separator: "'", omittingEmptySubsequences: false)
        let name = parts.count >= 3 ? String(parts[1]) : note.message
        return "\(name) (\(file))"
    }

    /// The name in "cannot find 'X' in scope", "cannot find type 'X' in scope", "has no member 'X'",
    /// "no such module 'X'", "reference to member 'X' cannot be resolved without a contextual type" (`Color(.x)` where no
    /// `x` exists), "'X' is not a member type of class 'T'".
    static func missingName(in message: String) -> String? {
        if let end = message.range(of: "' is not a member type of "), message.hasPrefix("'") {
            return String(message[message.index(after: message.startIndex)..<end.lowerBound])
        }
        for marker in ["cannot find type '", "cannot find '", "has no member '", "no such module '", "reference to member '"] {
            guard let start = message.range(of: marker) else { continue }
            let rest = message[start.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { continue }
            return String(rest[..<end])
        }
        return nil
    }

    /// Whether nothing stopped the build.
    public var isEmpty: Bool {
        gaps.isEmpty && unknownNames.isEmpty && missingMembers.isEmpty && apiDifferences.isEmpty && otherErrors.isEmpty
            && followOnErrors.isEmpty && elsewhereErrors.isEmpty
    }

    /// The report as the front door prints it after a failed build, or alone with `--compatibility-only`.
    public var text: String {
        var lines: [String] = []
        func places(_ uses: [BuildDiagnostic]) -> String {
            let shown = uses.prefix(3).map { "\(($0.file as NSString).lastPathComponent):\($0.line)" }.joined(separator: ", ")
            return uses.count > 3 ? shown + ", …" : shown
        }
        func count(_ n: Int) -> String { n == 1 ? "1 use" : "\(n) uses" }
        if !gaps.isEmpty {
            lines.append("Widgetry lacks (docs/compatibility.md):")
            for (index, entry) in gaps.enumerated() {
                lines.append("  \(index + 1). \(entry.symbol) — \(count(entry.uses.count)): \(places(entry.uses))")
                if let hint = entry.hint { lines.append("     \(hint)") }
            }
        }
        if !missingMembers.isEmpty {
            lines.append("Members Widgetry's stand-ins for Apple's types lack (Apple's types have them; docs/compatibility.md):")
            for (index, entry) in missingMembers.enumerated() {
                lines.append("  \(index + 1). \(entry.symbol) — \(count(entry.uses.count)): \(places(entry.uses))")
            }
        }
        if !unknownNames.isEmpty {
            lines.append("Not found — an API Widgetry may lack, or app code the target does not include (add it with --sources or --module):")
            for (index, entry) in unknownNames.enumerated() {
                lines.append("  \(index + 1). \(entry.symbol) — \(count(entry.uses.count)): \(places(entry.uses))")
            }
        }
        if !apiDifferences.isEmpty {
            lines.append("Widgetry's API differs from Apple's here (a parameter, default or overload it lacks; docs/compatibility.md):")
            for (index, entry) in apiDifferences.enumerated() {
                lines.append("  \(index + 1). \(entry.symbol) — \(count(entry.uses.count)): \(places(entry.uses))")
            }
        }
        if !followOnErrors.isEmpty {
            lines.append("Follow-on errors: \(followOnErrors.count) (they name or need what is listed above, and go once it exists)")
        }
        if !otherErrors.isEmpty {
            lines.append("Errors in the code itself: \(otherErrors.count) (above, at their lines)")
        }
        if let first = elsewhereErrors.first {
            let folders = Set(elsewhereErrors.map { ($0.file as NSString).deletingLastPathComponent })
            lines.append("Errors outside your files: \(elsewhereErrors.count), in \(first.file)\(folders.count > 1 ? " and \(folders.count - 1) more folder(s)" : "")"
                + " — code compiled for your widget (a package, its C library or the system's headers) does not build here; "
                + "if it is a package's, check it builds on Linux at that version, or pass a checkout with --package-path")
        }
        return lines.isEmpty ? "No compile errors." : lines.joined(separator: "\n")
    }
}

extension Array {
    /// The elements that satisfy `belongs`, and the rest, each in order.
    func partitioned(by belongs: (Element) -> Bool) -> (matching: [Element], rest: [Element]) {
        var matching: [Element] = [], rest: [Element] = []
        for element in self { if belongs(element) { matching.append(element) } else { rest.append(element) } }
        return (matching, rest)
    }
}
