import Foundation
import WidgetryXcode

/// `widgetry <command> --project App.xcodeproj --target Ext` / `--sources DIR`: reads the widget
/// extension's files, writes a package that builds them as iOS would against Widgetry, builds it
/// (incrementally: a second run after editing one file recompiles that file's module) and runs the
/// command with the built executable, handing on its assets and fonts.
public enum FrontDoor {
    /// Runs `arguments` (a command line without the front door's options) on the code `request` names;
    /// returns the exit status. Progress and build diagnostics go to standard error.
    public static func run(_ request: FrontDoorRequest, arguments: [String]) throws -> Int32 {
        if let project = request.project, request.target == nil {
            let xcode = try XcodeProject(contentsOf: project)
            print("Targets in \(project.lastPathComponent):")
            for target in xcode.targets {
                print("  \(target.name)\(target.isWidgetExtension ? "  (widget extension)" : "")")
            }
            print("Run `widgetry check --project \(project.path) --target NAME`.")
            return 0
        }
        let prepared = try prepare(request)
        if request.compatibilityOnly {
            // The build succeeded: every file compiles against Widgetry, with no gap in the way.
            log("widgetry: \(prepared.target.moduleName) compiles unchanged (\(prepared.target.swiftFiles.count) files\(prepared.notes == 0 ? "" : ", \(prepared.notes) notes above")); no Widgetry gap in the way")
            return 0
        }
        if request.serving { return try serveFollowingCode(request, first: prepared, arguments: arguments) }
        return try runBuilt(prepared.package, target: prepared.target, frameworks: prepared.frameworks, request: request, arguments: arguments)
    }

    /// What one build of the request made: the generated package (built), the extension's files and the
    /// frameworks', and how many notes planning printed.
    struct Prepared {
        var package: GeneratedPackage
        var target: TargetSources
        var frameworks: [TargetSources]
        var notes: Int
    }

    /// Whether `folder` is a target of a Swift package: it sits in the package's `Sources` folder, beside which is a
    /// `Package.swift`.
    static func isPackageTargetFolder(_ folder: URL) -> Bool {
        let parent = folder.standardizedFileURL.deletingLastPathComponent()
        return parent.lastPathComponent == "Sources"
            && FileManager.default.fileExists(atPath: parent.deletingLastPathComponent().appendingPathComponent("Package.swift").path)
    }

    /// Whether `folder` is a compiled framework (`Clock.xcframework`, `Clock.framework`) or holds one, or a compiled module's
    /// interface (`.swiftinterface`, `.swiftmodule`): what a repository vendors instead of sources.
    static func isCompiledFramework(_ folder: URL) -> Bool {
        let compiled: Set<String> = ["xcframework", "framework", "swiftinterface", "swiftmodule"]
        if compiled.contains(folder.pathExtension) { return true }
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if compiled.contains(url.pathExtension) { return true }
        }
        return false
    }

    /// Whether the code names `Bundle.module` without declaring it (SwiftPM generates it for a target with resources).
    static func usesGeneratedBundleModule(_ files: [URL]) -> Bool {
        let texts = files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        let declares = texts.contains { $0.range(of: #"static\s+(let|var)\s+module\b"#, options: .regularExpression) != nil }
        return !declares && texts.contains { $0.contains("Bundle.module") || $0.contains(".module)") }
    }

    /// The files of a `--module NAME=DIR` folder, compiled as Xcode compiles that framework: the project's framework target
    /// beside the folders gives its conditions, asset catalogs and header imports; else the folder's umbrella header does.
    static func moduleSources(of module: FrontDoorRequest.ModuleFolder, request: FrontDoorRequest, projects: ProjectCache) throws -> TargetSources {
        var sources = try TargetSources.scanning(directories: [module.folder], name: module.name)
        sources.moduleName = module.name
        // Said now: compiled with no files, the module would be missing later under a message that blames the import.
        if sources.swiftFiles.isEmpty {
            throw FrontDoorError.moduleWithoutSwiftFiles(name: module.name, folder: module.folder.path,
                                                         binary: Self.isCompiledFramework(module.folder))
        }
        // A package target's folder (`Packages/Core/Sources/Core`): Xcode compiles it with SWIFT_PACKAGE set, and
        // SwiftPM generates `Bundle.module` for it when it has resources, which code that uses it shows.
        if Self.isPackageTargetFolder(module.folder) {
            sources.compilationConditions.append("SWIFT_PACKAGE")
            sources.generatesBundleModule = Self.usesGeneratedBundleModule(sources.swiftFiles)
        } else if request.project == nil, let library = Self.frameworkTarget(of: module.name, near: request.sources + [module.folder], projects: projects) {
            // A framework target of the project beside the folders: its `#if DEBUG` decided as Xcode's Debug build of
            // it decides it, as the widget's own files are (a `#Preview` there uses the framework's debug fakes).
            if !library.compilationConditions.isEmpty { sources.compilationConditions = library.compilationConditions }
            // The asset catalogs the target lists outside the folder: Xcode generates the framework's colour and image
            // symbols (`Color.ringStart`) from them too.
            sources.assetCatalogs += library.assetCatalogs.filter { catalog in
                !sources.assetCatalogs.contains { $0.standardizedFileURL == catalog.standardizedFileURL }
            }
            sources.headerImports += library.headerImports.filter { !sources.headerImports.contains($0) }
        }
        // The framework's umbrella header, when the folder has one: Xcode imports it into each Swift file, so files
        // with no `import` of their own use what it imports (UIKit's `URL`, `Locale`, `LocalizedError`).
        if sources.headerImports.isEmpty, let umbrella = ObjectiveCHeader.umbrellaHeader(ofModule: module.name, in: module.folder),
           let text = try? String(contentsOf: umbrella, encoding: .utf8) {
            sources.headerImports = ObjectiveCHeader.importedModules(in: text)
        }
        return sources
    }

    /// Reads the request's files, writes the generated package (only the files that changed) and builds it.
    static func prepare(_ request: FrontDoorRequest) throws -> Prepared {
        let widgetry = try widgetryPackage(request)
        // A checkout of a package Widgetry itself depends on would replace Widgetry's copy in Widgetry's graph too.
        var request = request
        let shared = PackageOptions.leavingOutWidgetrysOwn(request.packages, widgetryPackage: widgetry)
        request.packages = shared.kept
        for package in shared.left {
            log("note: --package-path \(package.checkout.location): \(package.checkout.identity) is one of Widgetry's own dependencies (\(package.widgetryVersion)); SwiftPM builds one package per identity, so Widgetry's copy serves the widget's packages too, in place of the checkout")
        }
        // Every rule below that asks an Xcode project asks this one reading of it.
        let projects = ProjectCache()
        var target = try targetSources(for: request, projects: projects)
        // A checkout the target does not name links only the libraries the target imports.
        target.packages = PackageOptions.narrowing(PackageOptions.merging(request.packages, into: target.packages), named: target.packages,
                                                   importedBy: target.swiftFiles)
        var frameworks = try request.modules.map { try moduleSources(of: $0, request: request, projects: projects) }
        // Remote packages the target links but no file uses (an analytics SDK listed in the target's frameworks) need
        // not be fetched: left out, and said so.
        // Both rules below ask what the same files import: read once.
        let imported = PackageOptions.importedModules(in: ([target] + target.dependencies + frameworks).flatMap(\.swiftFiles))
        let unused = PackageOptions.unusedRemotePackages(of: target, frameworks: frameworks, imported: imported)
        if !unused.isEmpty {
            target.packages.removeAll { unused.contains($0) }
            for package in unused {
                log("note: the target links \(package.products.joined(separator: ", ")) of \(package.identity), which no file of the widget imports: left out (nothing to fetch)")
            }
        }
        let unusedCheckouts = PackageOptions.unusedCheckouts(of: target, frameworks: frameworks, manifests: LocalPackageManifest.Cache(),
                                                             imported: imported)
        if !unusedCheckouts.isEmpty {
            target.packages.removeAll { package in unusedCheckouts.contains { $0.identity == package.identity } }
            for package in unusedCheckouts {
                log("note: --package-path \(package.location): no file of the widget imports \(package.identity)\(package.products.isEmpty ? "" : " (" + package.products.joined(separator: ", ") + ")") and no other package depends on it: left out, as it need not be built to check the widget")
            }
        }
        // Local packages that import Apple modules are compiled by the front door, as Xcode compiles them for iOS; a checkout
        // stands in for its remote package wherever the graph names it (the target, its frameworks, the converted packages).
        let localPackages = compilingLocalPackagesAsModules(&target, frameworks: &frameworks, checkouts: request.packages)
        for note in localPackages.notes { log(note) }
        let cache = cacheFolder(request)
        // One package per command kind: `serve` and `mcp` build an executable with more commands than `check`'s, and
        // switching one package between them left SwiftPM's product unrelinked (`serve` then ran `check`'s binary).
        let kind = request.serving ? "-serve" : request.servingAgents ? "-mcp" : ""
        let folder = cache.appendingPathComponent(packageFolderName(for: request, moduleName: target.moduleName) + kind)
        // Before planning, which may stop on an import: the missing file can be why a condition is unset.
        for missing in Set(([target] + target.dependencies).flatMap(\.missingConfigurationFiles)).sorted(by: { $0.path < $1.path }) {
            log("warning: the project's build configuration names \(missing.path), which is not there (CocoaPods writes its .xcconfig files at `pod install`, Flutter its Generated.xcconfig at `flutter pub get`; git-ignored files are absent from a clone); its settings are left out — compilation conditions it sets are not defined")
        }
        for missing in Set(([target] + target.dependencies).compactMap(\.missingInfoPlist)).sorted(by: { $0.path < $1.path }) {
            log("warning: the target's INFOPLIST_FILE names \(missing.path), which is not there (git-ignored, or written by a project generator); fonts it would declare (UIAppFonts) are unknown — text in them falls back to the system font")
        }
        // Modules the files import that nobody supplied are looked for where Xcode finds them: the repository's
        // workspace, its local packages, the project's package references.
        let planned = try planSupplyingRepositoryModules(
            planner: GeneratedPackagePlanner(defines: request.defines, serving: request.serving, servingAgents: request.servingAgents),
            target: target, frameworks: frameworks, project: request.project, sources: request.sources, checkouts: request.packages, folder: folder,
            widgetryPackage: widgetry, buildFolder: BuildFolder.choose(widgetryPackage: widgetry, cache: cache), projects: projects, report: log)
        let plan = planned.plan
        target = planned.target
        for warning in plan.warnings { log(warning) }
        for missing in target.missingFonts {
            log("warning: Info.plist's UIAppFonts names \(missing), which no file of the target is; text in it falls back to the system font (a missingFont finding)")
        }
        let changed = try plan.package.write()
        try BuildFolder.pinDependencies(of: folder, like: widgetry)
        let started = Date()
        log("widgetry: building \(target.moduleName) (\(target.swiftFiles.count) files, \(changed) changed) in \(folder.path)")
        try build(plan.package)
        log(String(format: "widgetry: built in %.1f s", Date().timeIntervalSince(started)))
        frameworks = planned.frameworks
        return Prepared(package: plan.package, target: target, frameworks: frameworks, notes: plan.warnings.count + planned.found.count + localPackages.notes.count)
    }

    /// The module `--sources` compile into: named after the first folder given, as Xcode names a target's module
    /// after the target; a single file lends its folder's name (`Shared/Item.swift` → `Shared`), not its own.
    static func moduleName(for sources: [URL]) -> String {
        func isFolder(_ url: URL) -> Bool {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
        }
        // A plain folder names the module; a package folder (`Model.xcdatamodeld`) or a file lends its parent's name.
        if let folder = sources.first(where: { isFolder($0) && !TargetSources.isPackageFolder(named: $0.lastPathComponent) }) {
            return folder.standardizedFileURL.lastPathComponent
        }
        return sources[0].standardizedFileURL.deletingLastPathComponent().lastPathComponent
    }

    /// The target's files: the project's target (plus any `--sources` folders, as shared app code added
    /// to its membership), or the folders alone.
    static func targetSources(for request: FrontDoorRequest, projects: ProjectCache = ProjectCache()) throws -> TargetSources {
        var sources = try projectOrFolderSources(for: request, projects: projects)
        // A catalog `--assets` adds is the widget's as much as its own: Xcode generates symbols for every catalog of the
        // target (`ImageResource.iconWhite`), so they are generated for it too (files named one by one bring no catalog).
        let own = Set(sources.assetCatalogs.map(\.standardizedFileURL))
        sources.assetCatalogs += request.assets.map(\.standardizedFileURL).filter { !own.contains($0) }
        return sources
    }

    /// The project's target with any `--sources` added, or the `--sources` alone (see ``targetSources(for:)``).
    private static func projectOrFolderSources(for request: FrontDoorRequest, projects: ProjectCache) throws -> TargetSources {
        let folders = try request.sources.isEmpty ? nil : TargetSources.scanning(directories: request.sources, name: moduleName(for: request.sources))
        guard let project = request.project, let target = request.target else {
            guard var folders else { throw FrontDoorError.noSwiftFiles("the command line (give --project and --target, or --sources)") }
            // A folder's name may not be an identifier (`My Widget`); the module name must be.
            folders.moduleName = identifier(folders.name)
            if folders.swiftFiles.isEmpty { throw FrontDoorError.noSwiftFiles(request.sources.map(\.path).joined(separator: ", ")) }
            let unlisted = leavingOutFilesNoTargetLists(of: &folders, request: request, projects: projects)
            if let note = unlisted.note { log(note) }
            if let widget = unlisted.widget {
                // The widget's `#if WIDGET_EXTENSION` and `#if DEBUG` are decided as its target decides them in Xcode.
                if folders.compilationConditions.isEmpty, !widget.conditions.isEmpty {
                    folders.compilationConditions = widget.conditions
                    log("note: the files are compiled with \(widget.name)'s compilation conditions (\(widget.conditions.joined(separator: ", "))), as Xcode compiles the widget's target")
                }
                folders.enablesBareSlashRegex = widget.enablesBareSlashRegex
                folders.headerImports += widget.headerImports.filter { !folders.headerImports.contains($0) }
                // The widget target's asset catalogs, Core Data models and intent definitions outside the folders passed (the
                // app's catalog, a model in the app's folder): Xcode compiles them into the widget, so their colours and
                // generated classes exist.
                let swiftAdded = folders.adding(swiftFilesOf: widget)
                if !swiftAdded.isEmpty {
                    log("note: added \(swiftAdded.count) Swift file(s) \(widget.name) lists outside the --sources folders, as Xcode compiles them into the widget: \(swiftAdded.prefix(4).map(\.lastPathComponent).joined(separator: ", "))\(swiftAdded.count > 4 ? ", …" : "")")
                }
                let absent = widget.listedFilesNotOnDisk
                if !absent.isEmpty {
                    log("warning: \(widget.name) lists \(absent.count) Swift file(s) the checkout does not have (never committed, or git-ignored): \(absent.prefix(4).map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))\(absent.count > 4 ? ", …" : "") — what they declare will be missing; pass a stand-in with --sources")
                }
                let added = folders.adding(widget.resources)
                if !added.isEmpty {
                    log("note: added what \(widget.name) lists outside the --sources folders, as Xcode builds it into the widget: \(added.map(\.lastPathComponent).joined(separator: ", "))")
                }
            }
            if let note = leavingOutUnusedSources(of: &folders, request: request, targetLists: unlisted.widget?.compiledFiles ?? []).note { log(note) }
            return folders
        }
        var sources = try projects.project(at: project).sources(ofTarget: target, configuration: request.configuration)
        if let folders {
            let members = sources.swiftFiles
            sources.swiftFiles = Array(Set(sources.swiftFiles + folders.swiftFiles)).sorted { $0.path < $1.path }
            sources.assetCatalogs = Array(Set(sources.assetCatalogs + folders.assetCatalogs)).sorted { $0.path < $1.path }
            sources.fontFiles = Array(Set(sources.fontFiles + folders.fontFiles)).sorted { $0.path < $1.path }
            sources.stringFiles = Array(Set(sources.stringFiles + folders.stringFiles)).sorted { $0.path < $1.path }
            sources.intentDefinitions = Array(Set(sources.intentDefinitions + folders.intentDefinitions)).sorted { $0.path < $1.path }
            sources.dataModels = Array(Set(sources.dataModels + folders.dataModels)).sorted { $0.path < $1.path }
            sources.dataResources += folders.dataResources.filter { !sources.dataResources.contains($0) }
            if let note = leavingOutUnusedSources(of: &sources, request: request, projectFiles: members).note { log(note) }
        }
        return sources
    }

    /// Builds the package with the toolchain on PATH; on failure prints the compiler's diagnostics at
    /// the user's own files and lines, with a hint where the cause is a Widgetry gap.
    static func build(_ package: GeneratedPackage) throws {
        try BuildFolderLock.withLock(in: package.buildFolder, waiting: {
            log("widgetry: another check is building in \(package.buildFolder.path); waiting for it")
        }) { try buildHoldingFolder(package) }
    }

    /// ``build(_:)``, with the build folder's lock held.
    private static func buildHoldingFolder(_ package: GeneratedPackage) throws {
        // Packages share Widgetry's build folder, and SwiftPM keeps one saved plan there: after another package was
        // built, it can take that plan for this one and call a product of the same name up to date (`serve` then
        // ran the `check` build's executable, which has no `serve`). A different package than last time plans again.
        let marker = package.buildFolder.appendingPathComponent("widgetry-last-package")
        if (try? String(contentsOf: marker, encoding: .utf8)) != package.folder.path {
            BuildFolder.forgetBuildPlan(in: package.buildFolder)
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: package.folder.appendingPathComponent("Package.swift").path)
        }
        defer { try? package.folder.path.write(to: marker, atomically: true, encoding: .utf8) }
        // Compiled against another Widgetry than the one here now: the project's modules are compiled again before they
        // can link to it with old signatures or read its structs with old layouts (``WidgetrySourcesStamp``).
        // A package with no stamp was built by a Widgetry from before stamps, or never: compiled again either way (nothing
        // to remove for a first build).
        let stamp = WidgetrySourcesStamp.current(of: package.widgetryPackage)
        let recorded = WidgetrySourcesStamp.recorded(in: package.folder)
        if recorded != stamp {
            if recorded != nil { log("widgetry: Widgetry changed since this project was last built; compiling its modules again") }
            BuildFolder.forgetModules(package.modules.map(\.name), in: package.buildFolder)
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: package.folder.appendingPathComponent("Package.swift").path)
        }
        // Packages SwiftPM builds as they are can see Widgetry's `Combine` through `canImport` (``SharedCModuleMaps``).
        SharedCModuleMaps.install(in: package.buildFolder, widgetryPackage: package.widgetryPackage)
        var (status, output) = try runSwiftBuild(package)
        defer { if status == 0 { WidgetrySourcesStamp.record(stamp, in: package.folder) } }
        // The compiler does not always recompile a user's module when a Widgetry module it reaches through a
        // facade changed a signature (after updating Widgetry): the old objects then fail to link. Their
        // modules are compiled again from scratch, once.
        if status != 0, output.contains("undefined reference to") {
            log("widgetry: the project's modules were compiled against an older Widgetry; compiling them again")
            BuildFolder.forgetModules(package.modules.map(\.name), in: package.buildFolder)
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: package.folder.appendingPathComponent("Package.swift").path)
            (status, output) = try runSwiftBuild(package)
        }
        // Several packages share Widgetry's build folder; SwiftPM can take the plan saved by the last one built
        // there for this one's ("No target named … in build description"). The plan is made again, once.
        if status != 0, BuildFolder.stalePlanMessages.contains(where: output.contains) {
            log("widgetry: the build folder's saved plan was another package's; planning the build again")
            BuildFolder.forgetBuildPlan(in: package.buildFolder)
            BuildFolder.forgetModules(package.modules.map(\.name), in: package.buildFolder)
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: package.folder.appendingPathComponent("Package.swift").path)
            (status, output) = try runSwiftBuild(package)
        }
        guard status != 0 else { return }
        let log = output
        // Only what concerns the user's files: Widgetry's and its dependencies' own warnings are noise
        // here, as is the compiler's note that copies share a #fileID with their originals.
        let everything = BuildLogReader.read(log)
        let diagnostics = everything.filter { diagnostic in
            diagnostic.severity == .error
                ? true
                : !diagnostic.file.hasPrefix(package.widgetryPackage.path + "/") && !diagnostic.file.hasPrefix(package.folder.path + "/")
                    && !diagnostic.file.hasPrefix(package.buildFolder.path + "/")
        }
        let errors = diagnostics.filter { $0.severity == .error }
        if errors.isEmpty {
            // Not a compile error (a dependency that failed to resolve, say): the log says what.
            FileHandle.standardError.write(Data(log.utf8))
            if let unavailable = unavailablePackage(in: log, packages: package.modules.flatMap(\.packages),
                                                    generatedPackage: package.folder.lastPathComponent) { throw unavailable }
            throw FrontDoorError.dependencyBuildFailed(errors: 0, package: package.folder.path)
        } else {
            FileHandle.standardError.write(Data((BuildLogReader.render(diagnostics) + "\n").utf8))
            // What stopped it, ranked: Widgetry's gaps apart from the code's own errors.
            let report = GapReport(diagnostics: everything, ownFiles: package.originalFiles, widgetrySources: package.widgetryPackage.path,
                                   widgetryTypes: WidgetryTypeIndex.types(inPackageAt: package.widgetryPackage.path))
            FileHandle.standardError.write(Data(("\n" + report.text + "\n").utf8))
            if report.otherErrors.isEmpty, report.followOnErrors.isEmpty, report.gaps.isEmpty, report.unknownNames.isEmpty,
               report.missingMembers.isEmpty, report.apiDifferences.isEmpty {
                throw FrontDoorError.dependencyBuildFailed(errors: errors.count, package: package.folder.path)
            }
        }
        throw FrontDoorError.buildFailed(errors: max(errors.count, 1), package: package.folder.path)
    }

    /// `swift build` of the package's executable: its exit status and everything it printed.
    private static func runSwiftBuild(_ package: GeneratedPackage) throws -> (status: Int32, log: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.folder.path, "--scratch-path", package.buildFolder.path,
                             "--product", package.modules.last?.name ?? ""]
        process.environment = SwiftBuildEnvironment.stable(ProcessInfo.processInfo.environment)
        process.currentDirectoryURL = package.folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw FrontDoorError.cannotRun("swift build (\(error.localizedDescription))") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// The package a failed resolution names, if the log is SwiftPM failing to fetch or resolve one.
    static func unavailablePackage(in log: String, packages: [PackageDependency], generatedPackage: String? = nil) -> FrontDoorError? {
        // "error: failed downloading '…/Lottie.xcframework.zip' which is required by binary target 'Lottie': …"
        if let line = log.split(separator: "\n").first(where: { $0.contains("error:") && $0.contains("binary target '") }),
           let start = line.range(of: "binary target '")?.upperBound, let end = line[start...].firstIndex(of: "'") {
            return .binaryTarget(name: String(line[start..<end]), reason: line.trimmingCharacters(in: .whitespaces))
        }
        let failures = log.split(separator: "\n").filter { line in
            line.contains("error:") && (line.contains("Failed to clone") || line.contains("could not be resolved") || line.contains("Couldn't fetch")
                || line.contains("failed to clone") || line.contains("Could not resolve") || line.contains("does not appear to be a git repository")
                || line.contains("fatal: unable to access"))
        }
        guard let line = failures.first else { return nil }
        if let conflict = PackageConflict(resolutionError: line, generatedPackage: generatedPackage) { return .packageConflictsWithWidgetry(conflict) }
        if let named = packages.first(where: { line.localizedCaseInsensitiveContains($0.identity) || line.contains($0.location) }) {
            return .packageUnavailable(location: named.location, reason: line.trimmingCharacters(in: .whitespaces))
        }
        // A package one of the widget's local packages depends on: SwiftPM names its URL.
        guard let url = line.split(separator: " ").first(where: { $0.hasPrefix("https://") || $0.hasPrefix("http://") || $0.hasPrefix("git@") }) else { return nil }
        let location = url.hasSuffix(":") ? String(url.dropLast()) : String(url)
        return .packageUnavailable(location: location, reason: line.trimmingCharacters(in: .whitespaces) + " (a dependency of a package the widget uses)")
    }

    /// What `WIDGETRY_ASSETS` hands the built widget: the asset catalogs of the target, of what it depends on, of
    /// `--assets` and of `frameworks` (a package the front door compiled reads its catalog through `Bundle.module`, which
    /// is the main bundle here), and the folders holding the target's string tables (a `.lproj` folder's parent), where
    /// `Text("key")` is looked up for `--locale`.
    static func assetFolders(of target: TargetSources, frameworks: [TargetSources], request: FrontDoorRequest) -> [String] {
        let stringFolders = Array(Set(target.stringFiles.map { file -> String in
            let folder = file.deletingLastPathComponent()
            return (folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder).path
        })).sorted()
        var catalogs = (target.assetCatalogs + target.dependencies.flatMap(\.assetCatalogs) + request.assets).map(\.path) + stringFolders
        for catalog in RepositoryModuleFinder.flattened(frameworks).flatMap(\.assetCatalogs) where !catalogs.contains(catalog.path) {
            catalogs.append(catalog.path)
        }
        return catalogs
    }

    /// Foundation on Linux reads `Bundle.main`'s `Info.plist` from the executable's folder, so the target's info
    /// dictionary is written there before each run: widget code that reads its app group or bundle identifier from it
    /// (`Bundle.main.object(forInfoDictionaryKey:)`, `bundleIdentifier!`) sees what it does on iOS. The folder is the
    /// shared build folder, so a run of another target writes its own; a target without one removes the last one's.
    ///
    /// The frameworks the widget links (`frameworks`, and the target's framework dependencies) are compiled into the
    /// same executable here, so their code's `Bundle(for: SomeClass.self)` is `Bundle.main` on Linux; keys only a
    /// framework's Info.plist has (an app-group name its shared code force-unwraps) are added after the target's own.
    static func writeInfoDictionary(of target: TargetSources, frameworks: [TargetSources] = [], besideExecutable executable: URL) throws {
        let file = executable.deletingLastPathComponent().appendingPathComponent("Info.plist")
        if let dictionary = mergedInfoDictionary(of: target, frameworks: frameworks) {
            do { try dictionary.write(to: file, options: .atomic) } catch { throw FrontDoorError.cannotRun("\(file.path) could not be written (\(error.localizedDescription))") }
        } else {
            try? FileManager.default.removeItem(at: file)
        }
    }

    /// The target's info dictionary with the keys only its frameworks' have added (see ``writeInfoDictionary``), as an
    /// XML property list; the target's own when no framework adds a key.
    static func mergedInfoDictionary(of target: TargetSources, frameworks: [TargetSources]) -> Data? {
        func read(_ data: Data?) -> [String: Any]? {
            data.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }
        }
        let others = RepositoryModuleFinder.flattened(target.dependencies + frameworks).compactMap { read($0.infoDictionary) }
        guard !others.isEmpty else { return target.infoDictionary }
        var merged = read(target.infoDictionary) ?? [:]
        let before = merged.count
        for dictionary in others { merged.merge(dictionary) { own, _ in own } }
        guard merged.count > before else { return target.infoDictionary }
        return try? PropertyListSerialization.data(fromPropertyList: merged, format: .xml, options: 0)
    }

    /// Xcode compiles each of the target's Core Data models into its bundle (`Model.xcdatamodeld` into `Model.momd`, an
    /// unversioned `Model.xcdatamodel` into `Model.mom`), and Core Data code finds it with
    /// `Bundle.main.url(forResource: "Model", withExtension: "momd")`, stopping with `fatalError` when it is not there.
    /// Linux's `Bundle.main` looks beside the executable, so a stand-in is written there naming the model it stands for;
    /// `NSManagedObjectModel(contentsOf:)` takes the model's name from it (Widgetry reads entities from the fixtures,
    /// not from a compiled model). A file that cannot be written is skipped: the widget's own error then names it.
    /// The models of the frameworks the widget links are written too: compiled into the same executable here, their
    /// `Bundle(for: SomeClass.self)` is `Bundle.main`.
    static func writeCompiledModels(of target: TargetSources, frameworks: [TargetSources] = [], besideExecutable executable: URL) {
        let folder = executable.deletingLastPathComponent()
        let models = target.dataModels + RepositoryModuleFinder.flattened(target.dependencies + frameworks).flatMap(\.dataModels)
        for model in models {
            let name = model.deletingPathExtension().lastPathComponent
            let note = Data("Widgetry's stand-in for the compiled Core Data model \(model.path)\n".utf8)
            if model.pathExtension == "xcdatamodel" {
                try? note.write(to: folder.appendingPathComponent(name + ".mom"), options: .atomic)
            } else {
                let compiled = folder.appendingPathComponent(name + ".momd")
                try? FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
                try? note.write(to: compiled.appendingPathComponent(name + ".mom"), options: .atomic)
            }
        }
    }

    /// Widgetry's package: `--widgetry-package`, `WIDGETRY_PACKAGE`, the prebuilt copy `make install` put
    /// beside this executable (`PREFIX/bin/widgetry` → `PREFIX/share/widgetry/Widgetry`), else the checkout
    /// this tool was built from.
    static func widgetryPackage(_ request: FrontDoorRequest) throws -> URL {
        let installed = Bundle.main.executableURL.map {
            $0.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/widgetry/Widgetry")
        }
        let candidates = [request.widgetryPackage, ProcessInfo.processInfo.environment["WIDGETRY_PACKAGE"].map { URL(fileURLWithPath: $0) }, installed,
                          // Sources/WidgetryFrontDoor/FrontDoor.swift → the package root.
                          URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()]
            .compactMap { $0 }
        for candidate in candidates {
            let manifest = candidate.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"Widgetry\"") {
                return candidate.standardizedFileURL
            }
        }
        throw FrontDoorError.widgetryPackageNotFound(candidates.map(\.path).joined(separator: ", "))
    }

    /// `--cache-dir`, else `$XDG_CACHE_HOME/widgetry`, else `~/.cache/widgetry`.
    static func cacheFolder(_ request: FrontDoorRequest) -> URL {
        if let folder = request.cacheDirectory { return folder }
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("widgetry") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/widgetry")
    }

    /// One folder per project target or set of folders: the module name and a stable hash of where the
    /// code is, so two projects never share a package and one project always reuses its own.
    static func packageFolderName(for request: FrontDoorRequest, moduleName: String) -> String {
        let key = ([request.project?.standardizedFileURL.path ?? "", request.target ?? ""] + request.sources.map(\.standardizedFileURL.path))
            .joined(separator: "\n")
        // FNV-1a: Swift's Hasher is seeded per process, and the folder must be the same on every run.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "\(moduleName)-\(String(hash, radix: 16).prefix(10))"
    }

    /// `name` made a Swift identifier, as Xcode makes a product's module name.
    static func identifier(_ name: String) -> String {
        let mapped = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : (mapped.isEmpty ? "Widget" : mapped)
    }

    static func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
