import Foundation

/// Why the front door could not build a widget extension's code, each case saying what to do.
public enum FrontDoorError: Error, CustomStringConvertible, Equatable {
    /// Files import modules nobody supplied; `searched` says where the front door looked for them in the
    /// repository (the workspace's projects and packages, local packages), empty when it did not look.
    case unknownImports([UnsuppliedImport], searched: [String] = [])
    /// No Swift file was found where the code was said to be.
    case noSwiftFiles(String)
    /// `--module NAME=DIR` was malformed.
    case badModuleArgument(String)
    /// `--module NAME=DIR` names a folder with no Swift file; `binary` when it is (or holds) a compiled framework.
    case moduleWithoutSwiftFiles(name: String, folder: String, binary: Bool)
    /// Widgetry's own package could not be found to build against.
    case widgetryPackageNotFound(String)
    /// The generated package did not compile; the mapped diagnostics were printed.
    case buildFailed(errors: Int, package: String)
    /// Every compile error is in code that is not the user's (a package, its C library, the system's headers).
    case dependencyBuildFailed(errors: Int, package: String)
    /// A tool (swift) could not be started.
    case cannotRun(String)
    /// A Swift package the widget uses could not be fetched or resolved (an offline runner, a private
    /// repository): its location, and what SwiftPM said.
    case packageUnavailable(location: String, reason: String)
    /// A package the widget uses ships a module as a binary target (a prebuilt XCFramework): `name`, and what SwiftPM said.
    case binaryTarget(name: String, reason: String)
    /// A package the widget uses needs another version of a package Widgetry itself is built with.
    case packageConflictsWithWidgetry(PackageConflict)
    /// A file holds a run of more `[` than the front door's parser can read in reasonable time (``BracketRun``).
    case bracketRun(file: String, line: Int, depth: Int)

    public var description: String {
        switch self {
        case .unknownImports(let imports, let searched):
            return Self.describeUnknownImports(imports, searched: searched)
        case .packageUnavailable(let location, let reason):
            return "the Swift package \(location) could not be fetched or resolved (\(reason)). On a runner without network, clone it and add `--package-path DIR`: a local checkout stands in for the remote package of the same name"
        case .binaryTarget(let name, let reason):
            return "the package module \(name) is a binary target, a prebuilt XCFramework of Apple-platform binaries (\(reason)): SwiftPM downloads it, "
                + "and even downloaded it cannot be linked on Linux. Check the widget without it: put `import \(name)` and the code using it under "
                + "`#if canImport(\(name))` … `#endif` (true on a device, so the app does not change), or pass a checkout of a package that builds "
                + "\(name) from source with --package-path"
        case .noSwiftFiles(let place):
            return "no Swift files in \(place); point --sources at the widget extension's folder, or --project/--target at its target"
        case .badModuleArgument(let argument):
            return "--module \(argument): expected NAME=DIR, e.g. --module SharedKit=../App/SharedKit"
        case .packageConflictsWithWidgetry(let conflict):
            return "the package \(conflict.package) requires \(conflict.dependency) \(conflict.theirRange), and Widgetry itself is built with \(conflict.dependency) \(conflict.widgetryRange): SwiftPM resolves one version of a package for a whole build, so the two cannot be built together (a checkout does not change that). A version of \(conflict.package) that accepts \(conflict.dependency) \(conflict.widgetryRange) can be passed with --package-path; or check the widget without it: its `import` and the code using it under `#if canImport(…)`"
        case .moduleWithoutSwiftFiles(let name, let folder, let binary):
            if binary {
                return "--module \(name)=\(folder): a compiled framework, not Swift sources; its code is built for Apple's platforms and cannot be linked here. Point --module at the folder of \(name)'s Swift sources if the repository has them, or put `import \(name)` and the code that uses it under `#if canImport(\(name))`"
            }
            return "--module \(name)=\(folder): no Swift files in that folder; point it at the folder holding \(name)'s Swift sources (a framework target's folder, or a package's Sources/\(name))"
        case .widgetryPackageNotFound(let tried):
            return "cannot find Widgetry's package to build the widget against (looked in \(tried)); set WIDGETRY_PACKAGE to the folder holding Widgetry's Package.swift"
        case .buildFailed(let errors, let package):
            return "the widget's code did not compile: \(errors) error\(errors == 1 ? "" : "s") above, each at its file's own line — yours, or a package's the front door compiled with them (generated package: \(package))"
        case .dependencyBuildFailed(0, let package):
            return "the build stopped before compiling the widget's files; the log above says why (generated package: \(package))"
        case .dependencyBuildFailed(let errors, let package):
            return "what the widget depends on did not compile: \(errors) error\(errors == 1 ? "" : "s") above, none in your files (generated package: \(package))"
        case .bracketRun(let file, let line, let depth):
            return "\(file):\(line): \(depth) `[` in a row; the Swift parser the front door reads files with takes time that doubles with each one, so the file was not read. Close the brackets if they are a typo, or give the inner levels of a nested literal names of their own (at most \(BracketRun.limit) in a row)"
        case .cannotRun(let what):
            return "cannot run \(what); is the Swift toolchain on PATH?"
        }
    }

    /// The refusal of imports nobody supplied: Apple frameworks that cannot work here first, each with what it needs
    /// and the change that lets the rest be checked, then the modules the user can supply, with how.
    private static func describeUnknownImports(_ imports: [UnsuppliedImport], searched: [String]) -> String {
        let apple = imports.filter { UnavailableAppleFramework.reason(for: $0.module) != nil }
        let other = imports.filter { UnavailableAppleFramework.reason(for: $0.module) == nil }
        var parts: [String] = []
        // A package's files are the package's: the widget's sources cannot leave them out, so they are told apart.
        let byPackage = Dictionary(grouping: apple) { UnsuppliedImport.packageRoot(of: $0.file) }
        for (package, imports) in byPackage.sorted(by: { ($0.key?.path ?? "") < ($1.key?.path ?? "") }) {
            let names = Array(Set(imports.map(\.module))).sorted()
            let guards = names.map { "`#if canImport(\($0))`" }.joined(separator: ", ")
            let listed = imports.map { "  \($0) — needs \(UnavailableAppleFramework.reason(for: $0.module) ?? "")" }.joined(separator: "\n")
            if let package {
                parts.append("the local package \(package.path), which the widget links (compiled against Widgetry as its files import Apple modules), imports Apple frameworks that cannot work on this machine:\n"
                    + listed + "\nIts files are the package's own, so leaving them out of the widget's sources does not apply. The smallest change is in the package: put each import, and the code that uses the framework, under "
                    + guards + " … `#endif` (true on a device, so the app does not change); or check the widget with a checkout of the package (`--package-path DIR`) whose target leaves those files out.")
            } else {
                parts.append("the widget's files import Apple frameworks that cannot work on this machine:\n" + listed
                    + "\nThe smallest change that lets the rest be checked: put each import, and the code that uses the framework, under "
                    + guards + " … `#endif`. On a device the condition is true, so the app does not change; here it is false, so the rest of the widget compiles and is checked. Or leave the files that need the framework out of the widget's sources.")
            }
        }
        if !other.isEmpty {
            parts.append("the widget's files import modules nobody supplied:\n" + other.map { "  \($0)" }.joined(separator: "\n")
                + (searched.isEmpty ? "" : "\nNot found in the repository either; searched:\n" + searched.map { "  " + $0 }.joined(separator: "\n"))
                + "\nFor a framework of your own, add `--module NAME=DIR` (its Swift files' folder); for a Swift package, `--package-path DIR` (a checkout) or `--package URL@VERSION`; for an Apple framework Widgetry does not offer yet (docs/compatibility.md), guard the import and its uses with `#if canImport(NAME)`, which the front door answers as false.")
        }
        return parts.joined(separator: "\n")
    }
}
