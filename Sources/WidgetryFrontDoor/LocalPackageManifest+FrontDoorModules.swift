import Foundation
import WidgetryXcode

extension LocalPackageManifest {
    /// A library's targets as the front door's own modules, compiled as the widget's code is: against Widgetry's
    /// facades, with `#if`s decided as an iOS build decides them. SwiftPM builds a package for the machine it runs
    /// on, where `import SwiftUI` fails and `#if os(iOS)` is false; Xcode builds it for iOS, and so does this.
    ///
    /// Each module carries the package targets it depends on (``TargetSources/dependencies``) and the remote
    /// products it uses (``TargetSources/packages``): remote ones by URL, and the local packages it depends on by path, as
    /// `.local` packages the front door converts in turn (``FrontDoor/compilingLocalPackagesAsModules(_:frameworks:checkouts:)``).
    /// Nil when a target of the library, or one it depends on, is
    /// not a plain Swift target (a binary, system-library, C-family or macro target) or depends on something the
    /// manifest does not place: SwiftPM must build those.
    func frontDoorModules(of library: Library) -> [TargetSources]? {
        let named = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var read: [String: TargetSources] = [:]
        func sources(of name: String, visiting: Set<String>) -> TargetSources? {
            if let done = read[name] { return done }
            guard let target = named[name], target.type == "regular", !visiting.contains(name),
                  !Self.holdsCFamilySources(target.folder),
                  var module = try? TargetSources.scanning(directories: [target.folder], name: name) else { return nil }
            // What the manifest excludes is not part of the target (RevenueCat leaves out a folder of files that redeclare
            // the target's own types for another product).
            module.swiftFiles = module.swiftFiles.filter(target.includes)
            guard !module.swiftFiles.isEmpty else { return nil }
            module.moduleName = name
            // Xcode compiles a package's targets with SWIFT_PACKAGE set (code chooses `Bundle.module` by it).
            module.compilationConditions.append("SWIFT_PACKAGE")
            // SwiftPM compiles a package's Swift 5 targets without bare-slash regex literals; so does the front door.
            module.enablesBareSlashRegex = false
            // SwiftPM takes asset catalogs, Core Data models and localized folders as resources even when the manifest
            // declares none, and generates `Bundle.module` for them.
            module.generatesBundleModule = target.hasResources || !module.assetCatalogs.isEmpty || !module.dataModels.isEmpty
                || !module.stringFiles.isEmpty
            for dependency in target.dependencies {
                if dependency.package == nil, named[dependency.name] != nil {
                    guard let inner = sources(of: dependency.name, visiting: visiting.union([name])) else { return nil }
                    module.dependencies.append(inner)
                } else if let source = remotePackages[dependency.package ?? dependency.name.lowercased()]
                            ?? pathPackages[dependency.package ?? dependency.name.lowercased()] {
                    if let index = module.packages.firstIndex(where: { $0.source == source }) {
                        module.packages[index].products.append(dependency.name)
                    } else {
                        module.packages.append(PackageDependency(source: source, products: [dependency.name]))
                    }
                } else {
                    return nil
                }
            }
            read[name] = module
            return module
        }
        let modules = library.targets.map { sources(of: $0, visiting: []) }
        return modules.contains(where: { $0 == nil }) ? nil : modules.compactMap { $0 }
    }

    /// The Apple modules (Widgetry's facades and the names it maps, `SwiftUI`, `UIKit`, `OSLog`, …) the files of
    /// `modules` and the modules they depend on import, sorted: with none, SwiftPM can build the package as it is.
    static func appleImports(of modules: [TargetSources]) -> [String] {
        let apple = GeneratedPackagePlanner.facadeProducts.union(GeneratedPackagePlanner.importReplacements.keys)
        var found: Set<String> = []
        var pending = modules
        while let module = pending.popLast() {
            pending += module.dependencies
            for file in module.swiftFiles {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                var imported: Set<String> = []
                for line in text.split(separator: "\n") where line.contains("import ") {
                    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "." })
                    guard let index = words.firstIndex(of: "import"), words.index(after: index) < words.endIndex else { continue }
                    let name = String(words[words.index(after: index)])
                    imported.insert(name)
                    if apple.contains(name) { found.insert(name) }
                }
                if usesFoundationNetworkingAsOnIOS(text, imported: imported) { found.insert(Self.foundationNetworking) }
                for name in foundationAPIMissingOnLinux(usedIn: text, imported: imported) { found.insert("Foundation's \(name)") }
                if usesObjectiveCAttributesOnLinux(text) { found.insert(Self.objectiveCAttributes) }
            }
        }
        return found.sorted()
    }

    /// Whether `modules` (and those they depend on) were written to build on Linux as well: the code names a Linux path
    /// (`os(Linux)`, `canImport(FoundationNetworking)`, `canImport(Glibc)`), every file that imports an Apple module does
    /// so behind an `#if` a Linux build decides against (`#if canImport(Security)`, `#if os(iOS)`), and none reaches
    /// URLSession through `import Foundation` alone. (A package that only chooses between UIKit and AppKit with
    /// `canImport` has no Linux path, and is compiled as the widget's code is.) SwiftPM could build such a package here, but in the
    /// generated package Widgetry's facades carry Apple's names, so its `canImport(Security)` would turn true and
    /// select code Linux cannot compile (Alamofire's trust evaluation, `sockaddr.sa_len`): the front door compiles it
    /// with Linux's answers instead (``TargetSources/decidesConditionsForLinux``).
    static func buildsOnLinux(_ modules: [TargetSources]) -> Bool {
        let apple = GeneratedPackagePlanner.facadeProducts.union(GeneratedPackagePlanner.importReplacements.keys)
        let linux = IOSBuildConfiguration(platform: .linux)
        var pending = modules
        var namesLinux = false
        while let module = pending.popLast() {
            pending += module.dependencies
            var reachesNetworking: [Bool] = [], importsNetworking = false
            for file in module.swiftFiles {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                let imported = Set(SourceScanner.scan(text, configuration: linux).imports.map(\.module))
                if !imported.isDisjoint(with: apple) { return false }
                importsNetworking = importsNetworking || imported.contains("FoundationNetworking")
                reachesNetworking.append(usesFoundationNetworkingAsOnIOS(text, imported: imported))
                namesLinux = namesLinux || linuxPathMarkers.contains { text.contains($0) }
            }
            // One file's `@_exported import FoundationNetworking` (Alamofire's) serves the whole module.
            if reachesNetworking.contains(true), !importsNetworking { return false }
        }
        return namesLinux
    }

    /// Conditions only code with a Linux path asks.
    static let linuxPathMarkers = ["os(Linux)", "canImport(FoundationNetworking)", "canImport(Glibc)", "canImport(Musl)"]

    /// `modules` and those they depend on, each to be decided with Linux's answers.
    static func decidingConditionsForLinux(_ modules: [TargetSources]) -> [TargetSources] {
        modules.map { module in
            var module = module
            module.decidesConditionsForLinux = true
            module.dependencies = decidingConditionsForLinux(module.dependencies)
            return module
        }
    }

    /// Foundation API iOS has and Linux's Foundation declares unavailable or lacks, which Widgetry's Foundation supplies
    /// (`WidgetryFoundation`), each with the text that names it in code: SwiftPM's Linux build of a package using one fails
    /// (SwiftDate's `DateComponentsFormatter`), the front door's copy compiles — with Linux's answers to `#if` when the
    /// package has a Linux path (SwiftDate's `import Glibc`), as ``buildsOnLinux(_:)`` decides.
    static let foundationAPIMissingOnLinux: [(name: String, spelled: String)] = [
        ("DateComponentsFormatter", "DateComponentsFormatter"), ("MeasurementFormatter", "MeasurementFormatter"),
        ("RelativeDateTimeFormatter", "RelativeDateTimeFormatter"), ("NSUbiquitousKeyValueStore", "NSUbiquitousKeyValueStore"),
        ("NSPredicate(format:)", "NSPredicate(format:"),
        // NSObject's key-value coding (a JSON mapper's `setValuesForKeys`) and Darwin's lock, which `import Foundation`
        // brings on iOS.
        ("key-value coding", "setValuesForKeys("), ("os_unfair_lock", "os_unfair_lock"),
        // A widget's shared data store finds its app group's folder (held-out batch 15's WidgetCore package).
        ("app-group containers", "containerURL(forSecurityApplicationGroupIdentifier"),
        // A sync setting that asks whether the user is signed in to iCloud (held-out batch 15's RitualistCore).
        ("the iCloud account token", "ubiquityIdentityToken"),
    ]

    /// Which of ``foundationAPIMissingOnLinux`` a file that imports Foundation names.
    static func foundationAPIMissingOnLinux(usedIn text: String, imported: Set<String>) -> [String] {
        guard imported.contains("Foundation") else { return [] }
        return foundationAPIMissingOnLinux.filter { text.contains($0.spelled) }.map(\.name)
    }

    /// What ``appleImports(of:)`` names for a file whose Linux build still has `@objc` or `@IBOutlet`.
    static let objectiveCAttributes = "Objective-C's @objc"

    /// Whether a file keeps `@objc`, `@objcMembers` or `@IBOutlet` where a Linux build decides its `#if`s: Swift on Linux
    /// stops there ("Objective-C interoperability is disabled"), so SwiftPM's build of the package fails, while the front
    /// door's copy drops the attributes as it does in the widget's own files (SimplenoteSearch's `@objc` predicate helpers).
    static func usesObjectiveCAttributesOnLinux(_ text: String) -> Bool {
        guard text.contains("@objc") || text.contains("@IBOutlet") else { return false }
        return SourceScanner.scan(text, configuration: IOSBuildConfiguration(platform: .linux)).objectiveCConstructs
            .contains { ObjectiveCAttributeRewriter.rewrittenKinds.contains($0.kind) }
    }

    /// What ``appleImports(of:)`` names for a file that uses URLSession through `import Foundation` alone.
    static let foundationNetworking = "Foundation's URLSession"

    /// Whether a file uses Foundation's networking types with `import Foundation` alone: iOS's Foundation has them, Linux's
    /// keeps them in FoundationNetworking (there `URLSession` is an unusable `AnyObject` alias), so SwiftPM's Linux build
    /// of such a package fails while the front door's copy, whose `import Foundation` brings FoundationNetworking, compiles.
    static func usesFoundationNetworkingAsOnIOS(_ text: String, imported: Set<String>) -> Bool {
        guard imported.contains("Foundation"), !imported.contains("FoundationNetworking") else { return false }
        return ["URLSession", "URLRequest", "HTTPURLResponse", "URLResponse"].contains { text.contains($0) }
    }

    /// The Objective-C and Objective-C++ files (`.m`, `.mm`) of `library`'s targets and the package targets they depend
    /// on: Swift on Linux has no Objective-C compiler, so SwiftPM's build of such a package fails (SDWebImage, AFNetworking).
    func objectiveCFiles(of library: Library) -> [URL] {
        let named = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var pending = library.targets, seen: Set<String> = [], files: [URL] = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let target = named[name] else { continue }
            pending += target.dependencies.filter { $0.package == nil }.map(\.name)
            let enumerator = FileManager.default.enumerator(at: target.folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if ["m", "mm"].contains(url.pathExtension) { files.append(url) }
            }
        }
        return files
    }

    /// Whether a target's folder holds C, C++, Objective-C or assembly sources, which the front door does not compile.
    private static func holdsCFamilySources(_ folder: URL) -> Bool {
        let extensions: Set<String> = ["c", "cc", "cpp", "cxx", "m", "mm", "s", "S"]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if extensions.contains(url.pathExtension) { return true }
        }
        return false
    }
}
