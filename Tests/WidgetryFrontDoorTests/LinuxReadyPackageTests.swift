import Foundation
import Testing
@testable import WidgetryFrontDoor
import WidgetryXcode

/// A networking package written for Linux too, as Alamofire is: its Apple imports and the code that needs them sit
/// behind `#if canImport(…)`, its Linux path imports FoundationNetworking. In the generated package Widgetry's facades
/// carry Apple's names, so SwiftPM's `canImport(Security)` would answer true; the front door decides the `#if`s as a
/// Linux build does instead. A package that only picks UIKit or AppKit has no Linux path and stays iOS-decided.
@Suite struct LinuxReadyPackageTests {
    static let client = """
        import Foundation
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif
        #if canImport(Security)
        import Security
        #endif

        public enum Fetcher {
            public static func request(_ url: URL) -> URLRequest { URLRequest(url: url) }
            #if canImport(Security)
            public static func trusts(_ trust: SecTrust) -> Bool { SecTrustEvaluateWithError(trust, nil) }
            #endif
            #if os(Linux)
            public static let platform = "Linux"
            #else
            public static let platform = "Apple"
            #endif
        }

        """

    static let crossApple = """
        #if canImport(UIKit)
        import UIKit
        public typealias PlatformImage = UIImage
        #elseif canImport(AppKit)
        import AppKit
        public typealias PlatformImage = NSImage
        #endif

        """

    /// A repository holding the widget and a local package `Fetching` whose one file is `text`.
    func repository(_ text: String) throws -> (root: URL, target: TargetSources) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linux-ready-\(UUID().uuidString)").standardizedFileURL
        let package = root.appendingPathComponent("Fetching")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Fetching"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Fetching\", products: [.library(name: \"Fetching\", targets: [\"Fetching\"])], targets: [.target(name: \"Fetching\")])\n".utf8)
            .write(to: package.appendingPathComponent("Package.swift"))
        try Data(text.utf8).write(to: package.appendingPathComponent("Sources/Fetching/Fetcher.swift"))
        let widget = root.appendingPathComponent("Widget/Widget.swift")
        try Data("import SwiftUI\nimport Fetching\nstruct W {}\n".utf8).write(to: widget)
        var target = TargetSources(name: "W", moduleName: "W", swiftFiles: [widget])
        target.packages = [PackageDependency(source: .local(package), products: ["Fetching"])]
        return (root, target)
    }

    @Test("A package with a Linux path and guarded Apple imports is compiled by the front door with Linux's answers to #if")
    func linuxPathChosen() throws {
        var (root, target) = try repository(Self.client)
        defer { try? FileManager.default.removeItem(at: root) }
        var frameworks: [TargetSources] = []
        let result = FrontDoor.compilingLocalPackagesAsModules(&target, frameworks: &frameworks)
        let module = try #require(result.modules.first)
        #expect(module.moduleName == "Fetching" && module.decidesConditionsForLinux)
        #expect(result.notes.count == 1 && result.notes[0].contains("imports Security only behind `#if`s a Linux build leaves out"))
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: frameworks, folder: root.appendingPathComponent("out"),
                                                      widgetryPackage: root)
        let copy = try #require(plan.package.modules.first { $0.name == "Fetching" }?.files.values.first)
        // The conditions are written as Linux answers them (lines kept): FoundationNetworking and the Linux branch in,
        // Security's import and trust evaluation out; `import Foundation` is left as written.
        #expect(copy.contains("#if true\nimport FoundationNetworking") && copy.contains("#if false\nimport Security"))
        #expect(copy.contains("#if false\n    public static func trusts") && copy.contains("#if true\n    public static let platform = \"Linux\""))
        #expect(!copy.contains("import WidgetryFoundation"))
        #expect(copy.components(separatedBy: "\n").count >= Self.client.components(separatedBy: "\n").count)
    }

    @Test("A package choosing only between UIKit and AppKit has no Linux path: it is decided as iOS decides it")
    func crossApplePackageStaysIOS() throws {
        var (root, target) = try repository(Self.crossApple)
        defer { try? FileManager.default.removeItem(at: root) }
        var frameworks: [TargetSources] = []
        let result = FrontDoor.compilingLocalPackagesAsModules(&target, frameworks: &frameworks)
        let module = try #require(result.modules.first)
        #expect(!module.decidesConditionsForLinux)
        #expect(result.notes.first?.contains("UIKit, which SwiftPM cannot build on Linux") == true)
    }

    /// A search package importing only Foundation whose predicates are `@objc` helpers, built with `NSPredicate(format:)`.
    static let predicates = """
        import Foundation

        extension NSPredicate {
            @objc
            public static func matching(_ keyword: String) -> NSPredicate {
                NSPredicate(format: "content CONTAINS[cd] %@", keyword)
            }
        }

        """

    @Test("A Foundation-only package with @objc or NSPredicate(format:), which SwiftPM cannot build on Linux, is compiled by the front door; guarded @objc is not")
    func objectiveCAttributesConvert() throws {
        var (root, target) = try repository(Self.predicates)
        defer { try? FileManager.default.removeItem(at: root) }
        var frameworks: [TargetSources] = []
        let result = FrontDoor.compilingLocalPackagesAsModules(&target, frameworks: &frameworks)
        #expect(result.modules.map(\.moduleName) == ["Fetching"])
        #expect(result.notes.first?.contains("Objective-C's @objc") == true)
        #expect(result.notes.first?.contains("Foundation's NSPredicate(format:), ") == true)

        // Behind `#if canImport(ObjectiveC)`, false on Linux, the attribute does not stop SwiftPM: the package is left to it.
        var (guardedRoot, guarded) = try repository("import Foundation\npublic final class Note {\n    #if canImport(ObjectiveC)\n    @objc\n    #endif\n    public func title() -> String { \"\" }\n}\n")
        defer { try? FileManager.default.removeItem(at: guardedRoot) }
        let left = FrontDoor.compilingLocalPackagesAsModules(&guarded, frameworks: &frameworks)
        #expect(left.modules.isEmpty)
    }

    @Test("Foundation API Linux lacks is named by what it is: a class, a call, key-value coding, Darwin's lock")
    func foundationAPINamed() {
        let text = "import Foundation\nlet f = DateComponentsFormatter()\nlet p = NSPredicate(format: \"a == 1\")\nmodel.setValuesForKeys(json)\nvar lock = os_unfair_lock()\n"
            + "let shared = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: \"group.app\")\n"
        #expect(LocalPackageManifest.foundationAPIMissingOnLinux(usedIn: text, imported: ["Foundation"])
                == ["DateComponentsFormatter", "NSPredicate(format:)", "key-value coding", "os_unfair_lock", "app-group containers"])
        // Without `import Foundation` none of them is Foundation's.
        #expect(LocalPackageManifest.foundationAPIMissingOnLinux(usedIn: text, imported: ["Glibc"]).isEmpty)
    }

    @Test("The Linux configuration answers os(Linux), the toolchain's modules and nothing of Apple's")
    func linuxAnswers() throws {
        let linux = IOSBuildConfiguration(platform: .linux)
        #expect(try linux.isActiveTargetOS(name: "Linux") && !(try linux.isActiveTargetOS(name: "iOS")))
        let facts = SourceScanner.scan(Self.client, configuration: linux)
        #expect(facts.imports.map(\.module) == ["Foundation", "FoundationNetworking"])
    }

    @Test("A package with Objective-C sources, left to SwiftPM, is named in a warning before the build fails inside it")
    func objectiveCPackageIsNamed() throws {
        var (root, target) = try repository("import Foundation\npublic enum Fetcher {}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("#import <Foundation/Foundation.h>\n@implementation WebImageCache\n@end\n".utf8)
            .write(to: root.appendingPathComponent("Fetching/Sources/Fetching/WebImageCache.m"))
        var frameworks: [TargetSources] = []
        let result = FrontDoor.compilingLocalPackagesAsModules(&target, frameworks: &frameworks)
        #expect(result.modules.isEmpty && target.packages.count == 1)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.contains("1 Objective-C source file(s) (WebImageCache.m, …) in Fetching") == true)
        #expect(result.notes.first?.contains("#if canImport(Fetching)") == true)
    }
}
