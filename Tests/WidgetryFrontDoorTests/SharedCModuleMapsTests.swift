import Foundation
import Testing
@testable import WidgetryFrontDoor

/// A package SwiftPM builds as it is, asking `canImport` for a module of the same build that imports a C module — as
/// GRDB asks `canImport(Combine)` beside Widgetry's OpenCombine-based `Combine`.
@Suite struct SharedCModuleMapsTests {
    /// `swift build` of `package`: its exit status and output.
    private func swiftBuild(_ package: URL, target: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path] + (target.map { ["--target", $0] } ?? [])
        process.environment = SwiftBuildEnvironment.stable(ProcessInfo.processInfo.environment)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// A package with a C module `CHelp`, a library `Lib` importing it, and `Other`, which does not depend on `Lib`
    /// but imports it when `canImport(Lib)` says it can (its answer depends on whether `Lib` is built yet).
    private func package() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmaps-\(UUID().uuidString)").standardizedFileURL
        let files = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "cmaps", targets: [
                    .target(name: "CHelp"), .target(name: "Lib", dependencies: ["CHelp"]), .target(name: "Other"),
                    .executableTarget(name: "App", dependencies: ["Lib", "Other"]),
                ])
                """,
            "Sources/CHelp/include/CHelp.h": "int chelp(void);\n",
            "Sources/CHelp/CHelp.c": "int chelp(void) { return 1; }\n",
            "Sources/Lib/Lib.swift": "import CHelp\npublic func lib() -> Int { Int(chelp()) }\n",
            "Sources/Other/Other.swift": "#if canImport(Lib)\nimport Lib\npublic func other() -> Int { lib() }\n#else\npublic func other() -> Int { 0 }\n#endif\n",
            "Sources/App/main.swift": "import Other\nprint(other())\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func touch(_ file: URL) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(2)], ofItemAtPath: file.path)
    }

    @Test("canImport of a module built beside it no longer stops a package on the C module that module imports")
    func canImportSeesCModule() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        // `Lib` alone first: in one parallel build `Other` may be compiled before or after `Lib`'s module exists, so
        // whether its `canImport(Lib)` is true would depend on the machine's load.
        let first = try swiftBuild(root, target: "Lib")
        #expect(first.status == 0, "\(first.output)")
        // Built again now that Lib exists: canImport(Lib) turns true, and without a map Other cannot load Lib.
        let other = root.appendingPathComponent("Sources/Other/Other.swift")
        try touch(other)
        let without = try swiftBuild(root)
        #expect(without.status != 0 && without.output.contains("missing required module 'CHelp'"))
        let maps = SharedCModuleMaps.install(in: root.appendingPathComponent(".build"), widgetryPackage: root,
                                             modules: [.init(name: "CHelp", header: "Sources/CHelp/include/CHelp.h")])
        #expect(maps.count == 1)
        try touch(other)
        let with = try swiftBuild(root)
        #expect(with.status == 0, "\(with.output)")
        // The library that depends on the C module keeps SwiftPM's own map beside this one.
        try touch(root.appendingPathComponent("Sources/Lib/Lib.swift"))
        try touch(other)
        let both = try swiftBuild(root)
        #expect(both.status == 0, "\(both.output)")
    }

    @Test("OpenCombine's helper module is found in the build's checkouts; Widgetry's own in its sources")
    func findsHeaders() throws {
        let build = FileManager.default.temporaryDirectory.appendingPathComponent("cmaps-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: build) }
        let header = build.appendingPathComponent("checkouts/OpenCombine/Sources/COpenCombineHelpers/include/COpenCombineHelpers.h")
        try FileManager.default.createDirectory(at: header.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#include <stdint.h>\n".utf8).write(to: header)
        let widgetry = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let maps = SharedCModuleMaps.install(in: build, widgetryPackage: widgetry, architecture: "x86_64")
        #expect(maps.map { $0.deletingLastPathComponent().lastPathComponent } == ["COpenCombineHelpers", "CWidgetrySections"])
        let text = try String(contentsOf: maps[0], encoding: .utf8)
        #expect(text.contains("module COpenCombineHelpers {") && text.contains(header.standardizedFileURL.path))
        #expect(maps[0].path.hasSuffix("x86_64-unknown-linux-gnu/debug/Modules/COpenCombineHelpers/module.modulemap"))
    }
}
