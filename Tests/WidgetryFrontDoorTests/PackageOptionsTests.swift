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
}
