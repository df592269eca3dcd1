import Foundation

/// Reads one target of a parsed project into ``TargetSources``: its build phases' files, its
/// synchronized folders, its build settings for a configuration, its fonts and its library dependencies.
struct TargetResolver: Sendable {
    let graph: ObjectGraph
    let tree: GroupTree
    /// The `.xcodeproj` folder.
    let projectURL: URL

    /// The sources of `target`. A dependency (`strict` false) that lacks the configuration is read
    /// with its default one, as Xcode builds it; the target asked for must have it.
    func sources(of target: PBXObject, configuration: String, strict: Bool, visiting: Set<String> = []) throws -> TargetSources {
        let name = target.string("name") ?? target.id
        let settings = try buildSettings(of: target, named: name, configuration: configuration, strict: strict)
        var files = FileSet()
        var headerImports: [String] = []
        for phase in try graph.references("buildPhases", of: target) {
            switch phase.isa {
            case "PBXSourcesBuildPhase":
                for url in try fileURLs(in: phase) {
                    switch FileKind(url: url) {
                    case .swift: files.swift.insert(url)
                    case .intentDefinition: files.intentDefinitions.insert(url)
                    case .dataModel: files.dataModels.insert(url)
                    default: continue
                    }
                }
            case "PBXResourcesBuildPhase":
                try addResources(of: phase, into: &files)
            case "PBXHeadersBuildPhase":
                headerImports += try publicHeaderImports(in: phase)
            default:
                continue
            }
        }
        try SynchronizedFolders(graph: graph, tree: tree).add(for: target, into: &files)

        // An app's or extension's Objective-C bridging header is imported into each of its Swift files, as a framework's
        // umbrella header is: a file with no `import` of its own uses Foundation when the header imports it.
        if let header = settings.path("SWIFT_OBJC_BRIDGING_HEADER", relativeTo: tree.sourceRoot),
           let text = try? String(contentsOf: header, encoding: .utf8) {
            headerImports += Self.importedModules(inHeader: text)
        }
        var infoPlist = settings.path("INFOPLIST_FILE", relativeTo: tree.sourceRoot)
        // An Info.plist the repository lacks (git-ignored, or written by a generator such as Tuist) only hides the
        // fonts it would declare: the widget's code does not need it, so the front door warns and goes on.
        var missingInfoPlist: URL?
        if let url = infoPlist, !FileManager.default.fileExists(atPath: url.path) {
            missingInfoPlist = url
            infoPlist = nil
        }
        var fonts: Set<URL> = []
        var missingFonts: [String] = []
        for font in try infoPlist.map(InfoPlistFile.appFonts(in:)) ?? [] {
            if let url = Self.resource(named: font, in: files.resources) {
                fonts.insert(url)
            } else {
                missingFonts.append(font)
            }
        }

        var dependencies: [TargetSources] = []
        for dependency in try libraryDependencies(of: target) where !visiting.contains(dependency.id) {
            dependencies.append(try sources(of: dependency, configuration: configuration, strict: false, visiting: visiting.union([target.id])))
        }

        let moduleName = settings.value("PRODUCT_MODULE_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? name.c99Identifier
        var sources = TargetSources(
            name: name, moduleName: moduleName, swiftFiles: files.swift.sortedByPath,
            compilationConditions: settings.compilationConditions(),
            swiftLanguageVersion: settings.value("SWIFT_VERSION").flatMap { $0.isEmpty ? nil : $0 },
            assetCatalogs: files.assetCatalogs.sortedByPath, fontFiles: fonts.sortedByPath, missingFonts: missingFonts,
            stringFiles: files.strings.sortedByPath, infoPlist: infoPlist, dependencies: dependencies)
        sources.missingConfigurationFiles = settings.missingConfigurationFiles
        sources.missingInfoPlist = missingInfoPlist
        sources.infoDictionary = InfoPlistFile.bundleDictionary(at: infoPlist, settings: settings)
        sources.generatesAssetSymbols = settings.value("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS")?.uppercased() != "NO"
        sources.generatesAssetSymbolExtensions =
            settings.value("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS")?.uppercased() == "YES"
        sources.enablesBareSlashRegex = settings.value("SWIFT_ENABLE_BARE_SLASH_REGEX")?.uppercased() != "NO"
        sources.intentDefinitions = files.intentDefinitions.sortedByPath
        sources.dataModels = files.dataModels.sortedByPath
        sources.dataResources = files.resources.filter(\.isReadByCode)
        sources.packages = try packageDependencies(of: target)
        sources.headerImports = headerImports.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        return sources
    }

    /// The modules the public headers of a headers phase import (`#import <Foundation/Foundation.h>`,
    /// `@import UIKit;`). A framework with public headers has a Clang module of its own, which Xcode imports into
    /// every Swift file of the framework (`-import-underlying-module`), so those files see what the headers import
    /// without an `import` of their own. A header that cannot be read imports nothing.
    private func publicHeaderImports(in phase: PBXObject) throws -> [String] {
        var modules: [String] = []
        for buildFile in try graph.references("files", of: phase) {
            let attributes = buildFile.fields["settings"]?.dictionary?["ATTRIBUTES"]?.array?.compactMap(\.string) ?? []
            guard attributes.contains("Public"), let reference = try graph.reference("fileRef", of: buildFile),
                  let url = tree.url(of: reference), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            modules += Self.importedModules(inHeader: text)
        }
        return modules
    }

    /// The modules a C header imports (``ObjectiveCHeader/importedModules(in:)``).
    static func importedModules(inHeader text: String) -> [String] { ObjectiveCHeader.importedModules(in: text) }

    /// The files a build phase's entries (`PBXBuildFile`s) name. Entries for Swift package products
    /// (`productRef`, no `fileRef`) name nothing on disk and are skipped.
    private func fileURLs(in phase: PBXObject) throws -> [URL] {
        var urls: [URL] = []
        for buildFile in try graph.references("files", of: phase) {
            guard let reference = try graph.reference("fileRef", of: buildFile) else { continue }
            if reference.isa == "PBXVariantGroup" {
                urls += try graph.references("children", of: reference).compactMap(tree.url(of:))
            } else if let url = tree.url(of: reference) {
                urls.append(url)
            }
        }
        return urls
    }

    /// A resources phase's asset catalogs and strings, and every file it copies (with its bundle path).
    private func addResources(of phase: PBXObject, into files: inout FileSet) throws {
        for buildFile in try graph.references("files", of: phase) {
            guard let reference = try graph.reference("fileRef", of: buildFile) else { continue }
            if reference.isa == "PBXVariantGroup" {
                // A localized file: one reference per language, each copied into its `.lproj` folder.
                for url in try graph.references("children", of: reference).compactMap(tree.url(of:)) {
                    if FileKind(url: url) == .strings { files.strings.insert(url) }
                    files.resources.append(BundleResource(flattened: url))
                }
                continue
            }
            guard let url = tree.url(of: reference) else { continue }
            switch FileKind(url: url) {
            case .assetCatalog:
                files.assetCatalogs.insert(url)
            case .strings:
                files.strings.insert(url)
                files.resources.append(BundleResource(flattened: url))
            case .swift, .font, .intentDefinition, .dataModel, .other:
                if Self.isFolderReference(reference, at: url) {
                    // A blue folder is copied whole: its files keep their paths under its name.
                    let inner = (try? FolderScanner().entries(under: url)) ?? []
                    files.resources += inner.map { BundleResource(bundlePath: url.lastPathComponent + "/" + $0.relativePath, url: $0.url) }
                } else {
                    files.resources.append(BundleResource(bundlePath: url.lastPathComponent, url: url))
                }
            }
        }
    }

    private static func isFolderReference(_ reference: PBXObject, at url: URL) -> Bool {
        if (reference.string("lastKnownFileType") ?? reference.string("explicitFileType")) == "folder" { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
            && !FileKind.isPackage(folderName: url.lastPathComponent)
    }

    /// The resource at the bundle path a `UIAppFonts` entry names. A file elsewhere in the bundle does
    /// not count, as iOS would not find it either; only files on disk count.
    private static func resource(named font: String, in resources: [BundleResource]) -> URL? {
        let path = font.hasPrefix("./") ? String(font.dropFirst(2)) : font
        return resources.first { $0.bundlePath == path && FileManager.default.fileExists(atPath: $0.url.path) }?.url
    }
}
