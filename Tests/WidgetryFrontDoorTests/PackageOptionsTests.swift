import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// Swift packages a widget uses reach the generated package: the project's references and the command
/// line's `--package-path` and `--package`.
@Suite struct PackageOptionsTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("packages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("The manifest depends on each package once, as its requirement says, and each module on its products")
    func manifestNamesPackages() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Widget.swift")
        try Data("import SwiftUI\nimport Kingfisher\nimport Logging\nstruct W {}\n".utf8).write(to: file)
        var target = TargetSources(name: "W", moduleName: "W", swiftFiles: [file])
        target.packages = [
            PackageDependency(source: .remote(url: "https://github.com/onevcat/Kingfisher.git", requirement: .upToNextMajor(from: "8.1.0")), products: ["Kingfisher"]),
            PackageDependency(source: .remote(url: "https://github.com/apple/swift-log", requirement: .exact("1.6.1")), products: ["Logging"]),
        ]
        // The imports of package products are not "modules nobody supplied".
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root, widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        let manifest = plan.package.manifest
        #expect(manifest.contains(#".package(url: "https://github.com/onevcat/Kingfisher.git", from: "8.1.0")"#))
        #expect(manifest.contains(#".package(url: "https://github.com/apple/swift-log", exact: "1.6.1")"#))
        #expect(manifest.contains(#".product(name: "Kingfisher", package: "kingfisher")"#))
        #expect(manifest.contains(#".product(name: "Logging", package: "swift-log")"#))
    }

    @Test("A module imports the products its dependency modules link, as SwiftPM builds a graph's modules into one folder")
    func dependencyProductsAreImportable() throws {
        // supabase-swift's `Auth` imports HTTPTypes, which only its `Helpers` target names in the manifest.
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let helpersFile = root.appendingPathComponent("Helpers.swift"), authFile = root.appendingPathComponent("Auth.swift")
        try Data("import HTTPTypes\npublic struct Request {}\n".utf8).write(to: helpersFile)
        try Data("import HTTPTypes\nimport Helpers\nstruct Client {}\n".utf8).write(to: authFile)
        var helpers = TargetSources(name: "Helpers", moduleName: "Helpers", swiftFiles: [helpersFile])
        helpers.packages = [PackageDependency(source: .remote(url: "https://github.com/apple/swift-http-types.git", requirement: .upToNextMajor(from: "1.3.0")),
                                              products: ["HTTPTypes"])]
        var auth = TargetSources(name: "Auth", moduleName: "Auth", swiftFiles: [authFile])
        auth.dependencies = [helpers]
        let widgetFile = root.appendingPathComponent("Widget.swift")
        try Data("import Auth\nstruct W {}\n".utf8).write(to: widgetFile)
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: [widgetFile])
        // Planned without an unsupplied-import error: HTTPTypes reaches Auth through Helpers.
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [auth], folder: root, widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        #expect(plan.package.manifest.contains("swift-http-types"))
    }

    @Test("A package named twice (a converted package's manifest and Widgetry's pin) is one dependency: a checkout, else the exact version")
    func onePackagePerIdentity() {
        // supabase-swift's manifest asks swift-http-types `from: "1.3.0"`; Widgetry's build pinned 1.8.0, written exact.
        let fromManifest = PackageDependency(source: .remote(url: "https://github.com/apple/swift-http-types", requirement: .upToNextMajor(from: "1.3.0")),
                                             products: ["HTTPTypes"])
        let pinned = PackageDependency(source: .remote(url: "https://github.com/apple/swift-http-types.git", requirement: .exact("1.8.0")),
                                       products: ["HTTPTypes"])
        let crypto = PackageDependency(source: .remote(url: "https://github.com/apple/swift-crypto.git", requirement: .range(from: "1.0.0", to: "5.0.0")),
                                       products: ["Crypto"])
        let checkout = PackageDependency(source: .local(URL(fileURLWithPath: "/tmp/swift-crypto")), products: ["Crypto"])
        #expect(GeneratedPackage.onePerIdentity([fromManifest, crypto, pinned]) == [pinned, crypto])
        #expect(GeneratedPackage.onePerIdentity([crypto, checkout]) == [checkout])
        // `"1.0.0"..<"5.0.0"` keeps its bound; `from:` is the next major.
        #expect(LocalPackageManifest.nextMajor(after: "1.4.2") == "2.0.0")
    }

    @Test("A remote package the target links but no file imports is unused (not fetched); one a file may import is kept")
    func unusedRemotePackages() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let widget = root.appendingPathComponent("Widget.swift")
        try Data("import SwiftUI\nimport WidgetKit\nimport Shared\nstruct W {}\n".utf8).write(to: widget)
        let shared = TargetSources(name: "Shared", moduleName: "Shared", swiftFiles: [])
        // An analytics SDK in the widget target's frameworks, which no widget file imports (as Xcode lets a target link).
        let analytics = PackageDependency(source: .remote(url: "https://github.com/example/analytics-sdk", requirement: .upToNextMajor(from: "10.0.0")),
                                          products: ["AnalyticsKit"])
        var target = TargetSources(name: "W", moduleName: "W", swiftFiles: [widget], dependencies: [shared])
        target.packages = [analytics]
        #expect(PackageOptions.unusedRemotePackages(of: target, frameworks: []) == [analytics])
        // A file importing a module nobody accounts for may be importing the package under another name: kept.
        try Data("import SwiftUI\nimport AnalyticsCore\n".utf8).write(to: widget)
        #expect(PackageOptions.unusedRemotePackages(of: target, frameworks: []).isEmpty)
    }

    @Test("A checkout no file imports is left out, linked by the target or not, unless another package depends on it")
    func unusedCheckouts() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let widget = root.appendingPathComponent("Widget.swift")
        try Data("import SwiftUI\nimport WidgetKit\nimport Core\nstruct W {}\n".utf8).write(to: widget)
        // The app's own package, which depends on an analytics SDK by URL.
        let core = root.appendingPathComponent("Core")
        try FileManager.default.createDirectory(at: core.appendingPathComponent("Sources/Core"), withIntermediateDirectories: true)
        try Data("import Foundation\npublic let core = 1\n".utf8).write(to: core.appendingPathComponent("Sources/Core/Core.swift"))
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])],
                                  dependencies: [.package(url: "https://github.com/example/analytics-sdk", from: "2.0.0")],
                                  targets: [.target(name: "Core", dependencies: [.product(name: "Analytics", package: "analytics-sdk")])])
            """.utf8).write(to: core.appendingPathComponent("Package.swift"))
        // A crash reporter and the analytics SDK, both linked by the widget target in Xcode, given as checkouts.
        func remote(_ name: String, _ product: String) -> PackageDependency {
            PackageDependency(source: .remote(url: "https://github.com/example/\(name)", requirement: .upToNextMajor(from: "1.0.0")), products: [product])
        }
        let linked = [remote("crash-reporter", "CrashReporter"), remote("analytics-sdk", "Analytics"),
                      PackageDependency(source: .local(core), products: ["Core"])]
        // The analytics SDK's checkout depends in turn on a storage shim (as SQLite.swift depends on CSQLite on Linux):
        // kept because the SDK is kept, though only the SDK's manifest names it.
        let sdk = root.appendingPathComponent("checkouts/analytics-sdk")
        try FileManager.default.createDirectory(at: sdk.appendingPathComponent("Sources/Analytics"), withIntermediateDirectories: true)
        try Data("public let analytics = 1\n".utf8).write(to: sdk.appendingPathComponent("Sources/Analytics/Analytics.swift"))
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "analytics-sdk", products: [.library(name: "Analytics", targets: ["Analytics"])],
                                  dependencies: [.package(url: "https://github.com/example/storage-shim", from: "0.1.0")],
                                  targets: [.target(name: "Analytics", dependencies: [.product(name: "Shim", package: "storage-shim")])])
            """.utf8).write(to: sdk.appendingPathComponent("Package.swift"))
        let checkouts = [PackageDependency(source: .local(root.appendingPathComponent("checkouts/crash-reporter")), products: []),
                         PackageDependency(source: .local(sdk), products: []),
                         PackageDependency(source: .local(root.appendingPathComponent("checkouts/storage-shim")), products: [])]
        var target = TargetSources(name: "W", moduleName: "W", swiftFiles: [widget])
        target.packages = PackageOptions.merging(checkouts, into: linked)
        // The same checkout given for a package only the app links (narrowed to no product): left out too.
        var appOnly = TargetSources(name: "W", moduleName: "W", swiftFiles: [widget])
        appOnly.packages = PackageOptions.narrowing(checkouts + [PackageDependency(source: .local(core), products: ["Core"])],
                                                    named: [], importedBy: [widget])
        #expect(PackageOptions.unusedCheckouts(of: appOnly, frameworks: [], manifests: LocalPackageManifest.Cache()).map(\.identity) == ["crash-reporter"])
        let unused = PackageOptions.unusedCheckouts(of: target, frameworks: [], manifests: LocalPackageManifest.Cache())
        // The crash reporter goes; the analytics SDK stays, as Core would otherwise fetch it by its URL, and so does the
        // shim the SDK depends on.
        #expect(unused.map(\.identity) == ["crash-reporter"])
        // A widget file importing a module nobody accounts for may be importing a checkout's module: nothing is left out.
        try Data("import SwiftUI\nimport CrashReporterCore\n".utf8).write(to: widget)
        #expect(PackageOptions.unusedCheckouts(of: target, frameworks: [], manifests: LocalPackageManifest.Cache()).isEmpty)
    }

    @Test("A module that names NSExpression or NSLocalizedString gets Widgetry's by a declaration of its own; one that does not gets none")
    func shadowedFoundationTypes() throws {
        let aliases = GeneratedPackagePlanner.shadowingAliases(for: ["let e: NSExpression = NSExpression(forKeyPath: \"order\")"])
        #expect(aliases == "import SwiftUI\ntypealias NSExpression = WidgetryFoundation.NSExpression\n")
        #expect(GeneratedPackagePlanner.shadowingAliases(for: ["let description = NSExpressionDescription()"]) == nil)
        // NSLocalizedString gets a forwarding function that reads the cell's tables.
        let forwarding = try #require(GeneratedPackagePlanner.shadowingAliases(for: ["Text(NSLocalizedString(\"budget\", comment: \"\"))"]))
        #expect(forwarding.contains("func NSLocalizedString(") && forwarding.contains("WidgetryFoundation.mainBundleLocalizedString(key"))
        #expect(!forwarding.contains("NSExpression"))
    }

    @Test("A --module folder that is a package's target gets SWIFT_PACKAGE, and Bundle.module when its code uses SwiftPM's")
    func moduleFolderInAPackage() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("Packages/Core/Sources/Core")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\n".utf8).write(to: root.appendingPathComponent("Packages/Core/Package.swift"))
        let strings = target.appendingPathComponent("Strings.swift")
        try Data("import Foundation\nlet title = String(localized: \"title\", bundle: .module)\n".utf8).write(to: strings)
        #expect(FrontDoor.isPackageTargetFolder(target))
        #expect(!FrontDoor.isPackageTargetFolder(root.appendingPathComponent("Packages/Core")))
        #expect(FrontDoor.usesGeneratedBundleModule([strings]))
        // A module that declares its own `Bundle.module` (code written for Xcode projects) gets no second one.
        let own = target.appendingPathComponent("Bundle+Module.swift")
        try Data("import Foundation\nextension Bundle { static let module = Bundle.main }\n".utf8).write(to: own)
        #expect(!FrontDoor.usesGeneratedBundleModule([strings, own]))
    }

    @Test("An import no package, framework or module supplies is still an error that names the options")
    func unknownImportNamesThePackageOptions() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Widget.swift")
        try Data("import SwiftUI\nimport Alamofire\n".utf8).write(to: file)
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: [file])
        #expect {
            try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root, widgetryPackage: root)
        } throws: { error in
            "\(error)".contains("import Alamofire") && "\(error)".contains("--package-path")
        }
    }

    @Test("--package-path reads the checkout's library products; a local checkout stands in for the remote package")
    func localCheckoutReplacesRemote() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checkout = root.appendingPathComponent("Kingfisher")
        try FileManager.default.createDirectory(at: checkout.appendingPathComponent("Sources/Kingfisher"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kingfisher", products: [.library(name: "Kingfisher", targets: ["Kingfisher"])],
                                  targets: [.target(name: "Kingfisher")])
            """.utf8).write(to: checkout.appendingPathComponent("Package.swift"))
        try Data("public let version = 8\n".utf8).write(to: checkout.appendingPathComponent("Sources/Kingfisher/K.swift"))
        let local = try PackageOptions.localPackage(at: checkout)
        #expect(local.products == ["Kingfisher"])
        let remote = PackageDependency(source: .remote(url: "https://github.com/onevcat/Kingfisher.git", requirement: .upToNextMajor(from: "8.1.0")),
                                       products: ["Kingfisher"])
        let merged = PackageOptions.merging([local], into: [remote])
        #expect(merged == [PackageDependency(source: .local(checkout.standardizedFileURL), products: ["Kingfisher"])])

        // The app's framework uses the remote package too (a survey extension's model framework did): the checkout stands in
        // there as well, so the generated manifest names one Kingfisher, by path; nothing is added where it was not used.
        var framework = TargetSources(name: "Models", moduleName: "Models", swiftFiles: [])
        framework.packages = [remote]
        var nested = TargetSources(name: "Networking", moduleName: "Networking", swiftFiles: [])
        nested.packages = [remote, PackageDependency(source: .remote(url: "https://example.com/Other.git", requirement: .upToNextMajor(from: "1.0.0")), products: ["Other"])]
        framework.dependencies = [nested]
        var widget = TargetSources(name: "W", moduleName: "W", swiftFiles: [])
        widget.dependencies = [framework, TargetSources(name: "Plain", moduleName: "Plain", swiftFiles: [])]
        PackageOptions.substituting([local], in: &widget)
        #expect(widget.packages.isEmpty)
        #expect(widget.dependencies[0].packages == [PackageDependency(source: .local(checkout.standardizedFileURL), products: ["Kingfisher"])])
        #expect(widget.dependencies[0].dependencies[0].packages.map(\.identity) == ["kingfisher", "other"])
        #expect(widget.dependencies[0].dependencies[0].packages[0].source == .local(checkout.standardizedFileURL))
        #expect(widget.dependencies[1].packages.isEmpty)
    }

    @Test("--package needs a version; the product is named after the repository")
    func remoteArgument() throws {
        let package = try PackageOptions.remotePackage(argument: "https://github.com/onevcat/Kingfisher.git@8.1.0")
        #expect(package.source == .remote(url: "https://github.com/onevcat/Kingfisher.git", requirement: .upToNextMajor(from: "8.1.0")))
        #expect(package.products == ["Kingfisher"])
        #expect(throws: PackageOptions.Problem.self) { try PackageOptions.remotePackage(argument: "https://github.com/onevcat/Kingfisher") }
    }

    @Test("A resolution failure names the package and the option that points at a checkout")
    func unavailablePackageIsNamed() {
        let packages = [PackageDependency(source: .remote(url: "https://github.com/onevcat/Kingfisher.git", requirement: .upToNextMajor(from: "8.1.0")), products: ["Kingfisher"])]
        let log = "Fetching https://github.com/onevcat/Kingfisher.git\nerror: Failed to clone repository https://github.com/onevcat/Kingfisher.git:\n    fatal: unable to access"
        let error = FrontDoor.unavailablePackage(in: log, packages: packages)
        #expect("\(error.map { "\($0)" } ?? "")".contains("--package-path"))
        #expect("\(error.map { "\($0)" } ?? "")".contains("https://github.com/onevcat/Kingfisher.git"))
        #expect(FrontDoor.unavailablePackage(in: "error: cannot find 'x' in scope", packages: packages) == nil)
    }

    @Test("A binary target (a prebuilt XCFramework) is named as one that Linux cannot link, with the guard that lets the rest be checked")
    func binaryTargetIsNamed() throws {
        // As SwiftPM 6.3 words it (held-out batch 18: a Tuist app linking lottie-spm, whose one target is an XCFramework).
        let log = "Downloading binary artifact https://github.com/airbnb/lottie-ios/releases/download/4.5.0/Lottie.xcframework.zip\n"
            + "error: failed downloading 'https://github.com/airbnb/lottie-ios/releases/download/4.5.0/Lottie.xcframework.zip' which is "
            + "required by binary target 'Lottie': downloadError(\"Error Domain=NSURLErrorDomain Code=-1003\")"
        let error = try #require(FrontDoor.unavailablePackage(in: log, packages: []))
        guard case .binaryTarget(let name, _) = error else { Issue.record("not named as a binary target: \(error)"); return }
        #expect(name == "Lottie")
        #expect("\(error)".contains("cannot be linked on Linux") && "\(error)".contains("#if canImport(Lottie)"))
        #expect(!"\(error)".contains("clone it"))
    }

    @Test("A package needing another version of one of Widgetry's own packages is named as a conflict, not as a package to fetch")
    func versionConflictWithWidgetry() throws {
        // As SwiftPM 6.3 words it (held-out batch 7: OAuthSwift's manifest adds swift-crypto 1 on Linux only).
        let log = "error: Dependencies could not be resolved because 'widgetry' depends on 'swift-crypto' 3.0.0..<5.0.0 and 'oauthswift' depends on 'swift-crypto' 1.0.0..<2.0.0."
        let error = try #require(FrontDoor.unavailablePackage(in: log, packages: []))
        let conflict = PackageConflict(resolutionError: log)
        #expect(error == .packageConflictsWithWidgetry(try #require(conflict)))
        #expect(conflict?.package == "oauthswift" && conflict?.dependency == "swift-crypto")
        #expect(conflict?.widgetryRange == "3.0.0..<5.0.0" && conflict?.theirRange == "1.0.0..<2.0.0")
        #expect(!"\(error)".contains("clone it") && "\(error)".contains("#if canImport(…)"))
        // Widgetry named second; and a conflict between two of the widget's packages is not Widgetry's.
        let swapped = PackageConflict(resolutionError: "because 'kit' depends on 'swift-log' 1.0.0..<1.2.0 and 'widgetry' depends on 'swift-log' 1.5.0..<2.0.0.")
        #expect(swapped?.package == "kit" && swapped?.theirRange == "1.0.0..<1.2.0" && swapped?.widgetryRange == "1.5.0..<2.0.0")
        #expect(PackageConflict(resolutionError: "because 'a' depends on 'x' 1.0.0..<2.0.0 and 'b' depends on 'x' 2.0.0..<3.0.0.") == nil)
        // The generated package pins Widgetry's swift-syntax and is the side SwiftPM names (held-out batch 19: a TCA-era
        // package pinning swift-perception, whose macros need swift-syntax below 603).
        let generated = "error: Dependencies could not be resolved because 'sources-83016e9575' depends on 'swift-syntax' 603.0.1 and "
            + "'swift-perception' depends on 'swift-syntax' 509.0.0..<603.0.0."
        let pinned = try #require(FrontDoor.unavailablePackage(in: generated, packages: [], generatedPackage: "Sources-83016e9575"))
        guard case .packageConflictsWithWidgetry(let found) = pinned else { Issue.record("not a conflict: \(pinned)"); return }
        #expect(found.package == "swift-perception" && found.dependency == "swift-syntax")
        #expect(found.widgetryRange == "603.0.1" && found.theirRange == "509.0.0..<603.0.0")
    }

    @Test("A checkout of a package Widgetry's own build resolved gives way to Widgetry's pin, products kept; other checkouts and remote packages stay")
    func checkoutsWidgetryAlreadyHas() throws {
        // Supabase apps pass swift-http-types 1.x at their pin; Widgetry's server graph resolves its own copy.
        let widgetry = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: widgetry) }
        let resolved = """
        {"pins": [{"identity": "swift-http-types", "kind": "remoteSourceControl", "location": "https://github.com/apple/swift-http-types.git",
                   "state": {"revision": "abc", "version": "1.5.1"}},
                  {"identity": "swift-syntax", "kind": "remoteSourceControl", "location": "https://github.com/swiftlang/swift-syntax.git",
                   "state": {"revision": "def", "branch": "main"}}], "version": 3}
        """
        try Data(resolved.utf8).write(to: widgetry.appendingPathComponent("Package.resolved"))
        let httpTypes = PackageDependency(source: .local(URL(fileURLWithPath: "/tmp/pkgs/swift-http-types")), products: ["HTTPTypes"])
        let supabase = PackageDependency(source: .local(URL(fileURLWithPath: "/tmp/pkgs/supabase-swift")), products: ["Supabase"])
        let remote = PackageDependency(source: .remote(url: "https://github.com/apple/swift-http-types.git", requirement: .upToNextMajor(from: "1.0.0")),
                                       products: ["HTTPTypes"])
        let result = PackageOptions.leavingOutWidgetrysOwn([httpTypes, supabase, remote], widgetryPackage: widgetry)
        // The widget's packages import HTTPTypes from Widgetry's copy: the same identity, at the version Widgetry pinned.
        let pinned = PackageDependency(source: .remote(url: "https://github.com/apple/swift-http-types.git", requirement: .exact("1.5.1")),
                                       products: ["HTTPTypes"])
        #expect(result.kept == [pinned, supabase, remote])
        #expect(result.left == [.init(checkout: httpTypes, widgetryVersion: "1.5.1")])
        // Without Widgetry's Package.resolved (a build not yet run) every checkout stays.
        let bare = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: bare) }
        #expect(PackageOptions.leavingOutWidgetrysOwn([httpTypes], widgetryPackage: bare).kept == [httpTypes])
    }
}
