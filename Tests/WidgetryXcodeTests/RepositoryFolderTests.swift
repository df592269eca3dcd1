import Foundation
import Testing
import WidgetryXcode

/// The repository a project is in: where the front door looks for modules Xcode builds beside the widget.
@Suite struct RepositoryFolderTests {
    @Test("The root is the folder holding .git; without one, the outermost folder that looks like a repository's root")
    func root() throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write("", to: "Repo/App/App.xcodeproj/project.pbxproj", in: root)
        try Fixtures.write("# Repo\n", to: "Repo/README.md", in: root)
        try Fixtures.write("# App\n", to: "Repo/App/README.md", in: root)
        let project = root.appendingPathComponent("Repo/App/App.xcodeproj")
        // An archive of the repository: no .git, a README at its root and another in the app's folder.
        #expect(RepositoryFolder(containing: project).root == root.appendingPathComponent("Repo"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Repo/App/.git"), withIntermediateDirectories: true)
        #expect(RepositoryFolder(containing: project).root == root.appendingPathComponent("Repo/App"))
    }

    @Test("Local packages are listed outermost first; build folders and dependency managers' checkouts are not searched")
    func packageFolders() throws {
        let root = try XcodeWorkspaceTests.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"X\")\n"
        for path in [".build/checkouts/Remote", "Pods/Pod", "Carthage/Checkouts/Kit", "node_modules/tool", "DerivedData/SourcePackages/Y", "Packages/Formatting/Examples/Demo"] {
            try Fixtures.write(manifest, to: path + "/Package.swift", in: root)
        }
        #expect(Fixtures.relative(RepositoryFolder(root: root).packageFolders(), to: root) == ["Packages/Formatting", "Packages/Formatting/Examples/Demo"])
    }
}
