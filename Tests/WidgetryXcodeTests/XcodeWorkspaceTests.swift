import Foundation
import Testing
import WidgetryXcode

/// Workspaces as Xcode reads them: the projects and local packages a widget's project is built with. In the
/// survey (docs/compatibility.md), widgets import frameworks of their workspace's other projects and libraries
/// of its local packages without their own project naming them.
@Suite struct XcodeWorkspaceTests {
    /// A copy of the `Workspace` fixture (a workspace with the widget's project, a framework project and a local
    /// package) made a repository by a `.git` folder at its root; the caller removes it.
    static func repository() throws -> URL {
        let copy = try Fixtures.copy("Workspace")
        try FileManager.default.createDirectory(at: copy.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return copy
    }

    @Test("`group:` locations resolve against the enclosing group, `container:` against the workspace's folder; Xcode's own are left out")
    func locationsResolve() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let workspace = try XcodeWorkspace(contentsOf: root.appendingPathComponent("Shop.xcworkspace"))
        #expect(Fixtures.relative(workspace.projects, to: root) == ["App/Shop.xcodeproj", "Kit/Kit.xcodeproj"])
        // The `Packages` group's `group:Formatting` is inside the group's folder; `developer:` names Xcode's folder.
        #expect(Fixtures.relative(workspace.folders, to: root) == ["Packages/Formatting"])
    }

    @Test("A workspace above the project is the one it is built in; one elsewhere in the repository counts only when it lists the project")
    func enclosingWorkspaces() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0"><FileRef location = "group:../App/Shop.xcodeproj"></FileRef></Workspace>
            """, to: "Meta/All.xcworkspace/contents.xcworkspacedata", in: root)
        try Fixtures.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0"><FileRef location = "group:../Kit/Kit.xcodeproj"></FileRef></Workspace>
            """, to: "Other/KitOnly.xcworkspace/contents.xcworkspacedata", in: root)
        let project = root.appendingPathComponent("App/Shop.xcodeproj")
        let found = XcodeWorkspace.enclosing(project, in: RepositoryFolder(containing: project))
        #expect(Fixtures.relative(found.map(\.url), to: root) == ["Shop.xcworkspace", "Meta/All.xcworkspace"])
    }

    @Test("contents.xcworkspacedata that is not XML is a malformed-file error naming the file")
    func malformedWorkspace() throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixtures.write("<Workspace><FileRef location = \"group:A.xcodeproj\"></Workspace>", to: "Broken.xcworkspace/contents.xcworkspacedata", in: root)
        #expect {
            try XcodeWorkspace(contentsOf: root.appendingPathComponent("Broken.xcworkspace"))
        } throws: { error in
            guard case XcodeProjectError.malformed(let file, _) = error else { return false }
            return file.lastPathComponent == "contents.xcworkspacedata"
        }
    }

    @Test("A framework target of another project is found by its product module name, not its target name")
    func libraryTargetByModuleName() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let kit = try XcodeProject(contentsOf: root.appendingPathComponent("Kit/Kit.xcodeproj"))
        let target = try #require(kit.libraryTarget(providingModule: "ShopKit"))
        #expect(target.name == "ShopKitFramework")
        #expect(Fixtures.relative(target.swiftFiles, to: root) == ["Kit/ShopKit/Basket.swift"])
        #expect(kit.libraryTarget(providingModule: "ShopKitFramework") == nil)
        // The widget's project has an app extension, whose module no other target imports.
        let app = try XcodeProject(contentsOf: root.appendingPathComponent("App/Shop.xcodeproj"))
        #expect(app.libraryTarget(providingModule: "ShopWidgetExtension") == nil)
    }
}
