import Foundation
import WidgetryXcode

/// Turns a target's files into a ``GeneratedPackage``: decides each file's `#if`s as an iOS device build,
/// maps imports Linux cannot offer under Apple's name (`OSLog`, `os`, `CoreGraphics`) to what provides
/// them, finds the Widgetry products each module needs, and adds an entry point when the files have no
/// `@main` (a folder of widgets without their bundle).
public struct GeneratedPackagePlanner: Sendable {
    /// Apple's module names Widgetry offers as products of the same name.
    static let facadeProducts: Set<String> = [
        "SwiftUI", "SwiftUICore", "WidgetKit", "AppIntents", "UIKit", "Intents", "ActivityKit", "Combine", "CoreLocation", "EventKit", "TipKit", "CryptoKit", "UserNotifications", "UniformTypeIdentifiers",
        "Charts", "SwiftData", "CoreData", "HealthKit", "AVFoundation",
        "CloudKit", "WatchConnectivity", "StoreKit", "WeatherKit", "CoreImage", "DeviceActivity", "AuthenticationServices",
        "CoreSpotlight", "WatchKit", "AlarmKit", "GameplayKit",
        "MapKit", "CoreBluetooth", "Photos", "BackgroundTasks", "MediaPlayer", "simd", "Accelerate", "AudioToolbox", "SystemConfiguration",
        "NetworkExtension", "ManagedSettings", "FamilyControls", "LockedCameraCapture", "WebKit", "SafariServices", "MessageUI",
        "LocalAuthentication", "CoreServices", "MobileCoreServices", "PhotosUI", "QuartzCore", "CoreHaptics", "CoreMotion", "AVKit",
        "AVFAudio", "ImageIO", "CoreTransferable", "Contacts", "CoreText", "NotificationCenter", "CoreMedia", "QuickLookThumbnailing",
        "NaturalLanguage", "IntentsUI", "Accessibility",
    ]

    /// Imports written differently in the copy, on the same line: the module name cannot be offered on
    /// Linux (`OSLog` and `os` would break swift-syntax's and swift-argument-parser's `canImport`), or
    /// Foundation already has what it holds there (`CoreGraphics`'s `CGFloat`, `CGRect`, …).
    static let importReplacements: [String: (module: String, product: String?)] = [
        "OSLog": ("WidgetryOSLog", "WidgetryOSLog"),
        "os": ("WidgetryOSLog", "WidgetryOSLog"),
        "CoreGraphics": (coreGraphicsAsOnIOS, "UIKit"),
        // Core Foundation's names widget code uses (`CFNotificationCenterGetDarwinNotifyCenter`, `CFString`, the bundle
        // keys) are Widgetry's Foundation's stand-ins; Linux's own CoreFoundation module would declare some of them again.
        "CoreFoundation": ("Foundation; import WidgetryFoundation", "SwiftUI"),
        // Darwin's C library is Glibc's here (math, time, files, threads), and what Darwin adds that widget code uses —
        // `os_unfair_lock`, the Darwin notify center — is Widgetry's Foundation's (a widget's intent file and TCA's
        // `DemandBuffer` import Darwin for them). `Darwin.`-qualified names are not found.
        "Darwin": ("Glibc; import WidgetryFoundation", "SwiftUI"),
        // swift-certificates and SwiftNIO ask `canImport(Security)` / `canImport(Network)` for Darwin's.
        "Security": ("WidgetrySecurity", "WidgetrySecurity"),
        "Network": ("WidgetryNetwork", "WidgetryNetwork"),
        // swift-crypto's CryptoExtras asks `canImport(CommonCrypto)` to use Darwin's.
        "CommonCrypto": ("WidgetryCommonCrypto", "WidgetryCommonCrypto"),
    ]

    /// `import CoreGraphics` as the copy writes it. Linux's Foundation has the geometry (`CGFloat`, `CGRect`,
    /// `CGAffineTransform`); the rest of Core Graphics that image and drawing helpers use with no other import —
    /// `CGImage`, `CGContext` (bitmap and PDF) and its options, `CGGradient`, `CGDataConsumer`, `CGDataProvider`, `CGPath`, `CGColor`, `CGColorSpace`, the line styles — lives in
    /// Widgetry's modules, so each type is imported by name (`import class …`): a file that imports only Core Graphics
    /// sees those names and not the rest of UIKit or SwiftUI, as on iOS.
    static let coreGraphicsAsOnIOS = [
        "Foundation", "WidgetryFoundation", "class WidgetryUIKit.CGImage", "class WidgetryUIKit.CGContext",
        "enum WidgetryUIKit.CGImageAlphaInfo", "struct WidgetryUIKit.CGBitmapInfo", "enum WidgetryUIKit.CGInterpolationQuality",
        "class WidgetryUI.CGPath", "class WidgetryUI.CGMutablePath", "enum WidgetryUI.CGLineCap", "enum WidgetryUI.CGLineJoin",
        "enum WidgetryUI.CGPathFillRule", "struct WidgetryUI.CGPathElement", "enum WidgetryUI.CGPathElementType",
        "typealias WidgetryUI.CGPathApplierFunction", "enum WidgetryUIKit.CGPathDrawingMode", "enum WidgetryUIKit.CGBlendMode",
        "class WidgetryUIKit.CGGradient", "struct WidgetryUIKit.CGGradientDrawingOptions", "class WidgetryUIKit.CGDataConsumer",
        "var WidgetryUIKit.kCGPDFContextMediaBox", "class WidgetryUIKit.CGDataProvider", "func WidgetryUIKit.CGDataProviderCopyData",
        "enum WidgetryUIKit.CGImageByteOrderInfo",
    ].joined(separator: "; import ")

    /// `import Foundation` as the copy writes it: what iOS's Foundation brings that Linux's lacks.
    #if os(Linux)
    static let foundationAsOnIOS = "Foundation; import FoundationNetworking; import Combine; import WidgetryFoundation; import WidgetrySecurity; import WidgetryMacros"
    #else
    static let foundationAsOnIOS = "Foundation; import Combine; import WidgetryFoundation; import WidgetrySecurity; import WidgetryMacros"
    #endif

    /// Modules the toolchain has on Linux.
    static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Synchronization", "Glibc", "Musl",
        // libdispatch's C module, which Linux code imports under `#if os(Linux)` (ReactiveSwift).
        "CDispatch",
    ]

    /// `Bundle.module` for a package target the front door compiles, as SwiftPM generates it for a target with resources
    /// (internal, on `Foundation.Bundle`). The main bundle: Widgetry reads a catalog's colors and images from the catalogs
    /// handed to the process (`WIDGETRY_ASSETS`, which holds the package's), whatever bundle the code names.
    static let bundleModuleAccessor = """
        // Written by `widgetry`: the accessor SwiftPM generates for a package target with resources.
        import Foundation

        extension Foundation.Bundle {
            static let module: Bundle = .main
        }

        """

    /// The `-D` conditions beyond each target's own (`--define`).
    public var defines: [String]
    /// Whether the executable also offers `serve`: its entry point is then the front door's, which adds
    /// `ServeCommand` (Hummingbird is compiled only for this), and the user's `@main` is blanked out.
    public var serving: Bool
    /// Whether the executable also offers `mcp` (the Model Context Protocol server for coding agents): as
    /// with `serving`, the front door's entry point adds `MCPCommand`, and the SDK is compiled only for this.
    public var servingAgents: Bool

    /// A planner adding `defines` to every module.
    public init(defines: [String] = [], serving: Bool = false, servingAgents: Bool = false) {
        self.defines = defines
        self.serving = serving
        self.servingAgents = servingAgents
    }

    /// The commands the front door's entry point adds, as (module, type), for `serving` and `servingAgents`.
    var extraCommands: [(module: String, type: String)] {
        (serving ? [("WidgetryServeCommand", "ServeCommand")] : []) + (servingAgents ? [("WidgetryMCP", "MCPCommand")] : [])
    }

    /// What planning found besides the package: constructs Linux cannot compile, conditions left to
    /// the compiler.
    public struct Plan: Sendable {
        /// The package to write.
        public var package: GeneratedPackage
        /// `path:line:column: warning: …` lines to show before building.
        public var warnings: [String]
        /// The widget types found, for the summary.
        public var widgetTypes: [String]
    }

    /// Plans the package for `target` (the widget extension) and `frameworks` (modules it imports that
    /// the command line supplied), written to `folder`, depending on Widgetry at `widgetryPackage`, built
    /// in `buildFolder` (the package's own `.build` when nil).
    /// Throws ``FrontDoorError/unknownImports(_:searched:)`` when a file imports a module nobody supplied.
    public func plan(target: TargetSources, frameworks: [TargetSources], folder: URL, widgetryPackage: URL,
                     buildFolder: URL? = nil) throws -> Plan {
        var ordered: [TargetSources] = []
        var withoutSwift: [String] = []
        func add(_ sources: TargetSources) {
            for dependency in sources.dependencies { add(dependency) }
            // A framework with no Swift file (a C or Objective-C library) has no Swift module the front door can build;
            // one holding only an intent definition does: Xcode generates its Swift (a framework sharing the intents).
            if sources.swiftFiles.isEmpty, sources.intentDefinitions.isEmpty, sources.moduleName != target.moduleName {
                if !withoutSwift.contains(sources.name) { withoutSwift.append(sources.name) }
                return
            }
            if !ordered.contains(where: { $0.moduleName == sources.moduleName }) { ordered.append(sources) }
        }
        frameworks.forEach(add)
        add(target)
        let ownModules = Set(ordered.map(\.moduleName))
        guard !target.swiftFiles.isEmpty else { throw FrontDoorError.noSwiftFiles("target \(target.name)") }

        var modules: [GeneratedPackage.Module] = []
        var unknown: [UnsuppliedImport] = []
        var warnings: [String] = withoutSwift.map {
            "warning: the framework \($0) has no Swift files (a C or Objective-C target, which Widgetry does not compile); it is left out, and an import of it is a module nobody supplied"
        }
        var widgetTypes: [String] = []
        for (index, sources) in ordered.enumerated() {
            let isExecutable = index == ordered.count - 1
            let conditions = sources.compilationConditions + defines
            let configuration = IOSBuildConfiguration(
                availableModules: IOSBuildConfiguration.widgetryModules.union(Self.facadeProducts).union(Self.importReplacements.keys)
                    .subtracting(IOSBuildConfiguration.absentFromIOS),
                ownModules: ownModules, customConditions: Set(conditions),
                // The copy compiles in Swift 5 mode (see GeneratedPackage.manifest), so `swift(>=6)` is false.
                languageMode: .swift5, platform: sources.decidesConditionsForLinux ? .linux : .iOS)
            var module = GeneratedPackage.Module(name: sources.moduleName, isExecutable: isExecutable, files: [:], products: [],
                                                 dependencies: [], defines: conditions)
            module.packages = sources.packages
            module.enablesBareSlashRegex = sources.enablesBareSlashRegex
            // Package products are imported by their module names, which are their product names for
            // nearly every package (`import Alamofire`); a module named otherwise is left to the compiler. The products
            // of the module's own dependencies count too: SwiftPM builds every module of a graph into one folder, so a
            // package target imports what the targets it depends on link (supabase-swift's `Auth` imports HTTPTypes
            // through its `Helpers` target).
            let reachablePackages = sources.packages + RepositoryModuleFinder.flattened(sources.dependencies).flatMap(\.packages)
            let packageModules = Set(reachablePackages.flatMap(\.products).flatMap { [$0, $0.replacingOccurrences(of: "-", with: "_")] })
                .union(reachablePackages.flatMap(\.modules))
            var facts: [SourceFacts] = []
            var texts: [String] = []
            var objectNames: Set<String> = []
            let root = Self.commonFolder(of: sources.swiftFiles)
            // Each file is read once; what the module as a whole says is gathered before any copy is written.
            let read = try Self.distinctFiles(sources.swiftFiles).map { file in
                do { return (file: file, text: try String(contentsOf: file, encoding: .utf8)) } catch {
                    throw FrontDoorError.cannotRun("read \(file.path) (\(error.localizedDescription))")
                }
            }
            // A module declaring its own `Entry` type means that type where its providers write `Entry`.
            let declaresEntry = read.contains { ProviderEntryRewriter.declaresEntryType(in: $0.text) }
            // Types with a nested `Entry` (`extension Widget { struct Entry }`): their providers mean it by the bare name.
            let entryOwners = read.reduce(into: Set<String>()) { $0.formUnion(ProviderEntryRewriter.entryOwners(in: $1.text)) }
            // Imports the module's files give an access level (`internal import Combine`): the imports the copy adds
            // for the same module must say it too, or Swift rejects the mix as ambiguous.
            let importLevels = Self.importAccessLevels(in: read.map(\.text))
            let foundationImport = Self.withAccessLevels(Self.foundationAsOnIOS, importLevels)
            let moduleImports = PackageOptions.importedModules(inTexts: read.map(\.text))
            let importsRx = !moduleImports.isDisjoint(with: ["RxSwift", "RxCocoa"])
            // `@objc` members of the module's extensions, which a subclass in another file may override (SubclassOverrideRewriter).
            let overridable = SubclassOverrideRewriter.declarations(in: read.map(\.text))
            // The entity classes Xcode generates from the target's Core Data models, made once: their to-many relationships
            // count with those the module's own files declare.
            let modelSources = sources.dataModels.map { model in (model: model, source: Result { try CoreDataClassGenerator.source(forModelAt: model) }) }
            let setRelationships = (read.map(\.text) + modelSources.compactMap { try? $0.source.get() })
                .reduce(into: [String: String]()) { $0.merge(ManagedSetLiteralRewriter.relationships(in: $1)) { first, _ in first } }
            // Optional methods of the module's `@objc` protocols, whose callers in any file ask for them with `?`.
            let optionalMethods = read.reduce(into: Set<String>()) { $0.formUnion(OptionalRequirementRewriter.requirementNames(in: $1.text)) }
            for (file, text) in read {
                let run = BracketRun.longest(in: text)
                if run.depth > BracketRun.limit { throw FrontDoorError.bracketRun(file: file.path, line: run.line, depth: run.depth) }
                let fileFacts = SourceScanner.scan(text, configuration: configuration)
                facts.append(fileFacts)
                texts.append(text)
                var copy = ConditionRewriter.rewrite(text, fileURL: file, configuration: configuration).text
                // `@NSManaged` compiles as the CoreData facade's macro where the file imports CoreData, or where another file of
                // the module does (an extension of a managed class adding `@NSManaged` properties in a file importing SwiftUI
                // alone): Swift's attribute needs no import on iOS, the macro does, so the copy imports CoreData at its end.
                let hasManagedProperties = fileFacts.objectiveCConstructs.contains { $0.kind == .managedProperty }
                let fileImportsCoreData = fileFacts.imports.contains { $0.module == "CoreData" }
                let managedByFacade = hasManagedProperties
                    && (fileImportsCoreData || moduleImports.contains("CoreData") || !sources.dataModels.isEmpty)
                let overridesObserveValue = fileFacts.objectiveCConstructs.contains {
                    $0.construct == ObjectiveCAttributeRewriter.observeValueOverride || $0.kind == .keyValueCoding
                }
                if managedByFacade || overridesObserveValue
                    || fileFacts.objectiveCConstructs.contains(where: { ObjectiveCAttributeRewriter.rewrittenKinds.contains($0.kind) })
                    || copy.contains("override init(entity:") {
                    copy = ObjectiveCAttributeRewriter.rewrite(copy, renamingManagedProperties: managedByFacade).text
                }
                if !optionalMethods.isEmpty {
                    let rewritten = OptionalRequirementRewriter.rewrite(copy, optionalNames: optionalMethods)
                    copy = rewritten.text
                    for declared in rewritten.protocols {
                        warnings.append("\(file.path):\(declared.line):1: note: the optional requirements of \(declared.name) (\(declared.methods.joined(separator: ", "))) are ordinary requirements with an empty default in the copy Widgetry builds (Linux has no Objective-C runtime): a conformer that does not implement one is called and does nothing, as iOS skips the call")
                    }
                }
                if !setRelationships.isEmpty { copy = ManagedSetLiteralRewriter.rewrite(copy, relationships: setRelationships).text }
                let metatypeInits = MetatypeInitializerRewriter.rewrite(copy)
                copy = metatypeInits.text
                for line in metatypeInits.lines {
                    warnings.append("\(file.path):\(line):1: note: init(frame:) called through a metatype is written `_makeThroughMetatype(frame:)` in the copy Widgetry builds (iOS calls it through Objective-C): UIKit's own views are made; an app's subclass stops with a message if it is called")
                }
                if managedByFacade, !fileImportsCoreData { copy += "\nimport CoreData\n" }
                // Without CoreData imported, an optional `@NSManaged` property is stored in the copy.
                var storedManagedLines: Set<Int> = []
                if !managedByFacade, fileFacts.objectiveCConstructs.contains(where: { $0.kind == .managedProperty }) {
                    copy = ObjectiveCAttributeRewriter.storingOptionalManagedProperties(copy).text
                    // Lines of the user's file (the copy starts with a `#sourceLocation` line).
                    storedManagedLines = Set(ObjectiveCAttributeRewriter.storingOptionalManagedProperties(text).lines)
                }
                // NSObject's `description`/`hash`/`isEqual(_:)` overridden in an extension, which Linux's Swift refuses.
                let moved = ExtensionOverrideRewriter.rewrite(copy)
                copy = moved.text
                for move in moved.moves {
                    // The copy starts with its `#sourceLocation` line: the user's line n is the copy's n + 1.
                    let how = move.forwarded
                        ? "the copy Widgetry builds declares it in \(move.className) itself, calling the extension's"
                        : "the copy Widgetry builds renames it, so NSObject's own answers (declare the override in \(move.className)'s body to keep it)"
                    warnings.append("\(file.path):\(move.line - 1): note: \(move.member) is overridden in an extension, which Linux's NSObject refuses (it is a Swift class there); \(how)")
                }
                // A subclass's override of an `@objc` member of an extension, which only Objective-C dispatch allows.
                let renamed = SubclassOverrideRewriter.rewrite(copy, declarations: overridable)
                copy = renamed.text
                for rename in renamed.renames {
                    // The copy starts with its `#sourceLocation` line: the user's line n is the copy's n + 1.
                    warnings.append("\(file.path):\(rename.line - 1): note: \(rename.member) overrides a member an extension of \(rename.extendedClass) declares @objc, which only Objective-C dispatch allows (Linux's Swift has none); the copy Widgetry builds renames this override, so calls reach the extension's member — on this class too, where behaviour may differ")
                }
                // `@MainActor` models read from `body`, which the iOS 18 SDK isolates to the main actor (MainActorRewriter).
                let mainActor = MainActorRewriter.rewrite(copy)
                copy = mainActor.text
                // The copy starts with its `#sourceLocation` line: the user's line n is the copy's n + 1.
                if let first = mainActor.lines.first.map({ $0 - 1 }) {
                    warnings.append("\(file.path):\(first): note: @MainActor is removed from \(mainActor.lines.count) declaration(s) in the copy Widgetry builds (the iOS 18 SDK runs a view's body on the main actor; Widgetry builds views on worker threads, so the models are read there)")
                }
                let rewritesSelectors = fileFacts.objectiveCConstructs.contains { $0.kind == .selector && $0.construct.hasPrefix("#selector") }
                if rewritesSelectors { copy = SelectorRewriter.rewrite(copy).text }
                let rewritesKeyPaths = fileFacts.objectiveCConstructs.contains { $0.kind == .keyPathString }
                if rewritesKeyPaths { copy = KeyPathStringRewriter.rewrite(copy).text }
                // `Progress()`, `HTTPURLResponse()`: empty initializers Linux's Foundation does not inherit (EmptyInitializerRewriter).
                let initializers = EmptyInitializerRewriter.rewrite(copy)
                copy = initializers.text
                for rewrite in initializers.rewrites {
                    // The copy starts with its `#sourceLocation` line: the user's line n is the copy's n + 1.
                    warnings.append("\(file.path):\(rewrite.line - 1): note: \(rewrite.type)() is written with the arguments that make the same object in the copy Widgetry builds (\(rewrite.type)\(EmptyInitializerRewriter.replacements[rewrite.type] ?? "")): Linux's Foundation does not inherit NSObject's init() for it")
                }
                // `config.waitsForConnectivity = true`: settable on iOS, get-only in Linux's Foundation (GetOnlyPropertyRewriter).
                let properties = GetOnlyPropertyRewriter.rewrite(copy)
                copy = properties.text
                for rewrite in properties.rewrites {
                    // The copy starts with its `#sourceLocation` line: the user's line n is the copy's n + 1.
                    warnings.append("\(file.path):\(rewrite.line - 1): note: \(rewrite.property) is get-only in Linux's Foundation; the copy Widgetry builds sets \(GetOnlyPropertyRewriter.replacements[rewrite.property] ?? rewrite.property) instead (a check sends no request, so nothing waits for a connection)")
                }
                // An app's `@main struct MyApp: App` in shared code: the check runs the widgets, not the app.
                if fileFacts.mainIsApp, let app = fileFacts.mainTypeName {
                    copy = Self.removingMainAttribute(from: copy)
                    warnings.append("\(file.path): note: @main is taken off the app \(app) in the copy Widgetry builds: a widget check runs the widgets, not the app (its scenes are never built)")
                }
                // A provider's bare `Entry` as `Self.Entry`, which Swift infers even with SwiftUI's `@Entry` in scope.
                if !declaresEntry { copy = ProviderEntryRewriter.rewrite(copy, entryOwners: entryOwners).text }
                // `os.Logger`: the module name as a qualifier follows the import the copy writes for it.
                copy = ModuleQualifierRewriter.rewrite(copy, importedModules: Set(fileFacts.imports.map(\.module))).text
                for fact in fileFacts.imports {
                    if fact.module == "Foundation", !sources.decidesConditionsForLinux {
                        // What `import Foundation` brings on iOS and not here, on the same line: URLSession
                        // (FoundationNetworking on Linux), Combine's `ObservableObject` and `@Published` (view
                        // models that import Foundation alone), the Foundation API Widgetry adds
                        // (`NSUbiquitousKeyValueStore`, `LocalizedStringResource`), and the keychain: on iOS
                        // Foundation's NSURLCredential.h imports Security, so `SecItemCopyMatching` needs no import.
                        // Linux keeps Foundation's XML classes in FoundationXML (which links libxml2): added where the file uses them.
                        let xml = Self.usesFoundationXML(text) ? "; import FoundationXML" : ""
                        copy = Self.replacingImport(of: "Foundation", with: foundationImport + xml, onLine: fact.line, in: copy)
                        module.products.formUnion(["Combine", "SwiftUI", "WidgetrySecurity"])
                    }
                    if fact.module == "Foundation", sources.decidesConditionsForLinux,
                       !LocalPackageManifest.foundationAPIMissingOnLinux(usedIn: text, imported: ["Foundation"]).isEmpty {
                        // A package's Linux path that names a Foundation class Linux's Foundation lacks (SwiftDate's
                        // `DateComponentsFormatter`): Widgetry's Foundation supplies it, and nothing else of iOS's import.
                        copy = Self.replacingImport(of: "Foundation", with: Self.withAccessLevels("Foundation; import WidgetryFoundation", importLevels),
                                                    onLine: fact.line, in: copy)
                        module.products.insert("SwiftUI")
                    }
                    if Self.facadeProducts.contains(fact.module) {
                        module.products.insert(fact.module)
                        // A submodule of a facade (`import CoreImage.CIFilterBuiltins`) is the facade itself:
                        // Widgetry's facades are Swift modules, which have no submodules.
                        if Self.importsSubmodule(of: fact.module, onLine: fact.line, in: copy) {
                            copy = Self.replacingImport(of: fact.module, with: fact.module, onLine: fact.line, in: copy)
                        }
                    } else if let replacement = Self.importReplacements[fact.module] {
                        copy = Self.replacingImport(of: fact.module, with: replacement.module, onLine: fact.line, in: copy)
                        if let product = replacement.product { module.products.insert(product) }
                    } else if packageModules.contains(fact.module) {
                        continue
                    } else if ownModules.contains(fact.module) {
                        if fact.module != sources.moduleName, !module.dependencies.contains(fact.module) { module.dependencies.append(fact.module) }
                    } else if !Self.toolchainModules.contains(fact.module) {
                        unknown.append(UnsuppliedImport(file: file, line: fact.line, module: fact.module, importer: sources.moduleName))
                    }
                }
                // Observation where the file uses it (see ``usesObservation(_:)``), appended so no line moves; not beside
                // RxSwift, whose `Observable` class it would make ambiguous (on iOS RxSwift's module imports Foundation
                // itself, so its declaration shadows Observation's; built by SwiftPM for Linux it does not).
                if !importsRx, !fileFacts.imports.isEmpty, Self.usesObservation(text) { copy += "\nimport Observation\n" }
                // A framework with public headers: Xcode imports its Clang module into each Swift file, bringing what
                // the headers import (an umbrella header's Foundation), so files there use `Data` with no import.
                if !sources.headerImports.isEmpty {
                    copy = Self.appendingUnderlyingModuleImports(sources.headerImports, to: copy, products: &module.products, accessLevels: importLevels)
                }
                for construct in fileFacts.objectiveCConstructs {
                    if managedByFacade, construct.kind == .managedProperty {
                        warnings.append("\(file.path):\(construct.line):\(construct.column): note: \(construct.construct) reads and writes the object's values from the Core Data fixture (CoreData/<Entity>.json, docs/fixtures.md)")
                        continue
                    }
                    if construct.kind == .managedProperty, storedManagedLines.contains(construct.line) {
                        warnings.append("\(file.path):\(construct.line):\(construct.column): note: \(construct.construct) is a stored property in the copy Widgetry builds, nil until set (the file does not import CoreData; iOS would send the accessors through the Objective-C runtime)")
                        continue
                    }
                    if rewritesSelectors, construct.kind == .selector, construct.construct.hasPrefix("#selector") {
                        warnings.append("\(file.path):\(construct.line):\(construct.column): note: \(construct.construct) is written as `Selector(\"…\")` in the copy Widgetry builds (a selector is only a name on Linux: nothing is invoked through it)")
                        continue
                    }
                    if rewritesKeyPaths, construct.kind == .keyPathString {
                        warnings.append("\(file.path):\(construct.line):\(construct.column): note: \(construct.construct) is written as the string it stands for in the copy Widgetry builds (Linux's Swift has no #keyPath; the key is the same)")
                        continue
                    }
                    if construct.kind == .autoreleasePool {
                        warnings.append("\(file.path):\(construct.line):\(construct.column): note: \(construct.construct) runs its body as on iOS (Widgetry's Foundation declares it; Linux has no pool to drain)")
                        continue
                    }
                    if construct.construct == ObjectiveCAttributeRewriter.observeValueOverride {
                        warnings.append("\(file.path):\(construct.line):\(construct.column): note: observeValue(forKeyPath:…) overrides a method Linux's NSObject lacks; in the copy Widgetry builds the class adopts NSKeyValueObserving instead, and is called for the observations Widgetry can deliver (at registration with .initial, and UserDefaults writes through setValue(_:forKey:))")
                        continue
                    }
                    if construct.kind == .keyValueCoding {
                        warnings.append("\(file.path):\(construct.line):\(construct.column): note: \(construct.construct) overrides a method Linux's NSObject lacks; in the copy Widgetry builds the class adopts NSKeyValueCodingUndefinedKeys instead, and key-value coding calls it as on iOS")
                        continue
                    }
                    if construct.kind == .keyValueObserving, construct.construct.hasPrefix("observe(") {
                        warnings.append("\(file.path):\(construct.line):\(construct.column): note: \(construct.construct) observes as on iOS; Linux has no runtime to see property changes, so the handler hears the .initial call only")
                        continue
                    }
                    if construct.kind == .keyValueObserving, construct.construct.hasSuffix("(_:forKeyPath:)") {
                        warnings.append("\(file.path):\(construct.line):\(construct.column): note: \(construct.construct) registers as on iOS; Linux has no runtime to see property changes, so observers hear the .initial call and UserDefaults writes through setValue(_:forKey:) only")
                        continue
                    }
                    if ObjectiveCAttributeRewriter.rewrittenKinds.contains(construct.kind) {
                        warnings.append("\(file.path):\(construct.line):\(construct.column): note: \(construct.construct) is removed from the copy Widgetry builds (Linux's Swift has no Objective-C runtime; Swift callers see the same declaration)")
                        continue
                    }
                    warnings.append("\(file.path):\(construct.line):\(construct.column): warning: \(construct.construct) does not compile on Linux; \(construct.smallestGuard)")
                }
                let path = Self.uniqueObjectPath(Self.relativePath(of: file, under: root), taken: &objectNames)
                module.files[path] = copy
                // As ConditionRewriter's `#sourceLocation` line names it.
                module.originals[path] = file.absoluteURL.path
            }
            // The symbols Xcode generates from the asset catalogs (`Color(.brand)`, `Image(.fern)`).
            if sources.generatesAssetSymbols,
               let symbols = AssetSymbolGenerator.source(
                   for: AssetSymbolGenerator.assets(in: sources.assetCatalogs), extensions: sources.generatesAssetSymbolExtensions,
                   declaredNames: AssetSymbolGenerator.declaredStaticNames(in: texts)) {
                module.files["WidgetryAssets/GeneratedAssetSymbols.swift"] = symbols
                module.products.formUnion(["SwiftUI", "UIKit"])
            }
            // Foundation names Linux declares but cannot run as iOS does, which Widgetry replaces: a module's own declaration
            // wins the lookup over both imported ones (``shadowingDeclarations``).
            if let aliases = Self.shadowingAliases(for: texts) {
                module.files["WidgetryFoundation/ShadowedFoundationNames.swift"] = aliases
                module.products.insert("SwiftUI")
            }
            // The accessor SwiftPM generates for a package target with resources.
            if sources.generatesBundleModule { module.files["WidgetryResources/BundleModule.swift"] = Self.bundleModuleAccessor }
            // The classes Xcode generates from the target's SiriKit intent definitions.
            for definition in sources.intentDefinitions {
                let name = definition.deletingPathExtension().lastPathComponent.c99Name
                module.files["WidgetryIntents/\(name)Intents.swift"] = try IntentClassGenerator.source(forDefinitionAt: definition)
                module.products.insert("Intents")
            }
            // The entity classes Xcode generates from the target's Core Data models.
            for (model, generated) in modelSources {
                let name = model.deletingPathExtension().lastPathComponent.c99Name
                do {
                    guard let source = try generated.get() else { continue }
                    module.files["WidgetryCoreData/\(name)+CoreDataClasses.swift"] = source
                    module.products.insert("CoreData")
                } catch {
                    warnings.append("warning: \(error); its entity classes are not generated")
                }
            }
            if isExecutable {
                // The commands come with WidgetKit (`@main` on a bundle runs them).
                module.products.insert("WidgetKit")
                // Every framework, so what they import from each other links too.
                module.dependencies = ordered.dropLast().map(\.moduleName)
                widgetTypes = facts.flatMap(\.widgetTypes)
                let mainType = facts.filter(\.hasWidgetMain).compactMap(\.mainTypeName).first
                if serving || servingAgents {
                    for command in extraCommands { module.products.insert(command.module) }
                    for (path, copy) in module.files { module.files[path] = Self.removingMainAttribute(from: copy) }
                    module.files["WidgetryFrontDoorMain.swift"] = Self.servingEntryPoint(
                        main: mainType, bundles: facts.flatMap(\.widgetBundleTypes), widgets: widgetTypes, commands: extraCommands)
                } else if !facts.contains(where: \.hasWidgetMain) {
                    module.files["WidgetryFrontDoorMain.swift"] = Self.entryPoint(bundles: facts.flatMap(\.widgetBundleTypes), widgets: widgetTypes)
                }
            }
            modules.append(module)
        }
        if !unknown.isEmpty { throw FrontDoorError.unknownImports(unknown) }
        let build = buildFolder ?? folder.appendingPathComponent(".build")
        return Plan(package: GeneratedPackage(folder: folder, modules: modules, widgetryPackage: widgetryPackage, buildFolder: build),
                    warnings: warnings, widgetTypes: widgetTypes)
    }

    /// `files` without those that are another's path through a symbolic link (a target that reaches shared code
    /// as `Widget/Models → ../Models` and as `Models`): Xcode compiles such a file once ("Skipping duplicate build
    /// file"), and twice would declare everything in it twice.
    static func distinctFiles(_ files: [URL]) -> [URL] {
        var seen: Set<String> = []
        return files.filter { seen.insert($0.resolvingSymlinksInPath().path).inserted }
    }

    /// `path`, or `path` with a number added to its file name when another file of the module has that name.
    ///
    /// Xcode compiles two files of one target that share a name (`Views/Row.swift`, `Widget/Row.swift`); SwiftPM
    /// names object files after the source's name alone and refuses ("multiple producers"). The copy's
    /// `#sourceLocation` line still names the user's file, so diagnostics and findings are unaffected.
    static func uniqueObjectPath(_ path: String, taken: inout Set<String>) -> String {
        let url = URL(fileURLWithPath: path)
        let base = url.deletingPathExtension().lastPathComponent
        var candidate = path
        var number = 1
        while taken.contains(URL(fileURLWithPath: candidate).lastPathComponent.lowercased()) {
            number += 1
            let renamed = "\(base)-\(number).\(url.pathExtension)"
            let folder = (path as NSString).deletingLastPathComponent
            candidate = folder.isEmpty ? renamed : folder + "/" + renamed
        }
        taken.insert(URL(fileURLWithPath: candidate).lastPathComponent.lowercased())
        return candidate
    }

    /// The deepest folder holding every file.
    static func commonFolder(of files: [URL]) -> URL {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else {
            return URL(fileURLWithPath: "/")
        }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common))
    }

    /// `file`'s path under `root`, so the copy keeps the user's folders (two `Row.swift` in different
    /// folders stay apart, as they must in Xcode too).
    static func relativePath(of file: URL, under root: URL) -> String {
        let prefix = root.standardizedFileURL.path.hasSuffix("/") ? root.standardizedFileURL.path : root.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : file.lastPathComponent
    }
}

private extension String {
    /// The name as a file-name-safe identifier (Xcode names the generated file after the definition).
    var c99Name: String { String(unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "_" }) }
}
