import Foundation
import WidgetryXcode

/// The Swift package the front door writes into its cache: one module per target (the widget extension
/// as an executable, the frameworks it imports as libraries), each file a copy of the user's with its
/// `#if` conditions decided as an iOS build decides them and its first line mapped back to the user's
/// file, depending on Widgetry's products named after Apple's modules.
///
/// Files are written only when their contents change, so SwiftPM's incremental build recompiles only
/// the modules whose files were edited.
public struct GeneratedPackage: Sendable {
    /// One module of the package.
    public struct Module: Sendable, Equatable {
        /// The module's name.
        public var name: String
        /// Whether it is the widget extension (an executable) rather than a framework.
        public var isExecutable: Bool
        /// Path in the module's folder → contents.
        public var files: [String: String]
        /// Path in the module's folder → the user's file it copies (the path its `#sourceLocation` line names); the files
        /// the front door generates (asset symbols, entry points) have none.
        public var originals: [String: String] = [:]
        /// Widgetry products the files import (Apple's names, plus `WidgetryOSLog`).
        public var products: Set<String>
        /// Other modules of the package it imports.
        public var dependencies: [String]
        /// `-D` conditions.
        public var defines: [String]
        /// Swift packages whose products the module uses (its target's package references).
        public var packages: [PackageDependency] = []
        /// Whether `/…/` regular-expression literals parse, as the target's build setting says (``TargetSources/enablesBareSlashRegex``).
        public var enablesBareSlashRegex = false
    }

    /// The package's folder in the cache.
    public var folder: URL
    /// Its modules, frameworks first.
    public var modules: [Module]
    /// Widgetry's package folder.
    public var widgetryPackage: URL
    /// The build folder (`--scratch-path`), shared by every package of one cache: Widgetry and its
    /// dependencies are compiled once for all the projects a machine checks, not once per project.
    public var buildFolder: URL

    /// The user's files the package compiles, as their copies' `#sourceLocation` lines name them: the paths the
    /// compiler's diagnostics give for the user's code.
    public var originalFiles: Set<String> {
        Set(modules.flatMap(\.originals.values))
    }

    /// The executable the build produces.
    public var executable: URL {
        buildFolder.appendingPathComponent("debug/\(modules.last?.name ?? "Widget")")
    }

    /// The manifest's text.
    public var manifest: String {
        // A path dependency's identity is its folder's name, which is how products are referenced.
        let identity = widgetryPackage.lastPathComponent.lowercased()
        var lines = [
            "// swift-tools-version: 6.0",
            "// Written by `widgetry` from your widget extension's files; regenerated on every run — do not edit.",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \"\(modules.last?.name ?? "Widget")Checked\",",
            "    platforms: [.macOS(.v15)],",
            "    dependencies: [\(([".package(path: \(Self.literal(widgetryPackage.path)))"] + packageLines).joined(separator: ",\n        "))],",
            "    targets: [",
        ]
        for module in modules {
            let products = module.products.sorted().map { ".product(name: \"\($0)\", package: \"\(identity)\")" }
                + module.packages.flatMap { package in package.products.map { ".product(name: \(Self.literal($0)), package: \(Self.literal(package.identity)))" } }
            let dependencies = (module.dependencies.map { "\"\($0)\"" } + products).joined(separator: ", ")
            var settings = module.defines.map { ".define(\"\($0)\")" }
            // Swift 5 mode whatever the target's SWIFT_VERSION: the check needs the code to compile, and
            // Swift 6's isolation rules differ where Widgetry's views are not main-actor isolated.
            settings.append(".swiftLanguageMode(.v5)")
            if module.enablesBareSlashRegex { settings.append(".enableUpcomingFeature(\"BareSlashRegexLiterals\")") }
            let kind = module.isExecutable ? "executableTarget" : "target"
            lines.append("        .\(kind)(name: \"\(module.name)\", dependencies: [\(dependencies)], path: \"Sources/\(module.name)\",")
            lines.append("                swiftSettings: [\(settings.joined(separator: ", "))]),")
        }
        lines += ["    ]", ")", ""]
        return lines.joined(separator: "\n")
    }

    /// One `.package(…)` line per Swift package the modules use, each once, as Xcode's requirement says. SwiftPM takes
    /// one package per identity: where modules name the same package twice (a project's reference and a converted
    /// package's manifest, `…/swift-http-types` with and without `.git`), a checkout wins, then an exact version (a pin
    /// of Widgetry's own build), then the first named.
    private var packageLines: [String] {
        Self.onePerIdentity(modules.flatMap(\.packages)).map { package in
            switch package.source {
            case .local(let folder):
                return ".package(path: \(Self.literal(folder.path)))"
            case .remote(let url, let requirement):
                let rule: String
                switch requirement {
                case .upToNextMajor(let from): rule = "from: \(Self.literal(from))"
                case .upToNextMinor(let from): rule = ".upToNextMinor(from: \(Self.literal(from)))"
                case .exact(let version): rule = "exact: \(Self.literal(version))"
                case .range(let from, let to): rule = "\(Self.literal(from))..<\(Self.literal(to))"
                case .branch(let branch): rule = "branch: \(Self.literal(branch))"
                case .revision(let revision): rule = "revision: \(Self.literal(revision))"
                }
                return ".package(url: \(Self.literal(url)), \(rule))"
            }
        }
    }

    /// `packages` with one entry per identity, in first-named order (see ``packageLines``).
    static func onePerIdentity(_ packages: [PackageDependency]) -> [PackageDependency] {
        func rank(_ package: PackageDependency) -> Int {
            switch package.source {
            case .local: 0
            case .remote(_, .exact): 1
            case .remote: 2
            }
        }
        var chosen: [String: PackageDependency] = [:], order: [String] = []
        for package in packages {
            if let current = chosen[package.identity] {
                if rank(package) < rank(current) { chosen[package.identity] = package }
            } else {
                chosen[package.identity] = package
                order.append(package.identity)
            }
        }
        return order.compactMap { chosen[$0] }
    }

    /// Writes the package into ``folder``: the manifest and each module's files, touching only files
    /// whose contents differ and removing files the plan no longer has. Returns how many files changed.
    @discardableResult
    public func write() throws -> Int {
        let manager = FileManager.default
        var changed = 0
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        changed += try Self.writeIfChanged(manifest, to: folder.appendingPathComponent("Package.swift")) ? 1 : 0
        let sources = folder.appendingPathComponent("Sources")
        // Modules that are no longer part of the plan go entirely.
        let existingModules = (try? manager.contentsOfDirectory(atPath: sources.path)) ?? []
        for name in existingModules where !modules.contains(where: { $0.name == name }) {
            try manager.removeItem(at: sources.appendingPathComponent(name))
        }
        for module in modules {
            let moduleFolder = sources.appendingPathComponent(module.name)
            for (path, contents) in module.files {
                let file = moduleFolder.appendingPathComponent(path)
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                changed += try Self.writeIfChanged(contents, to: file) ? 1 : 0
            }
            if let enumerator = manager.enumerator(at: moduleFolder, includingPropertiesForKeys: nil) {
                let prefix = moduleFolder.standardizedFileURL.path + "/"
                for case let url as URL in enumerator where url.pathExtension == "swift" {
                    let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
                    if module.files[relative] == nil { try manager.removeItem(at: url); changed += 1 }
                }
            }
        }
        return changed
    }

    private static func writeIfChanged(_ contents: String, to file: URL) throws -> Bool {
        let data = Data(contents.utf8)
        if let existing = FileManager.default.contents(atPath: file.path), existing == data { return false }
        try data.write(to: file, options: .atomic)
        return true
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
