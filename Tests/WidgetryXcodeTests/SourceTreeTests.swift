import Foundation
import Testing
import WidgetryXcode

/// Paths that only a project written at test time can hold: absolute ones, and folders that are missing.
@Suite struct SourceTreeTests {
    /// A one-target project whose main group holds `children` and whose target compiles `sources` and
    /// owns the synchronized folders `synchronized`; `objects` are the extra objects those name.
    private func project(in folder: URL, children: [String], sources: [String], synchronized: [String] = [], objects: String) throws -> XcodeProject {
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {
        \t\t00000000000000000000AA01 = {isa = PBXGroup; children = (\(children.map { $0 + ", " }.joined())); sourceTree = "<group>"; };
        \t\t00000000000000000000AA02 = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (\(sources.map { $0 + ", " }.joined())); runOnlyForDeploymentPostprocessing = 0; };
        \t\t00000000000000000000AA03 = {isa = PBXNativeTarget; buildConfigurationList = 00000000000000000000AA04; buildPhases = (00000000000000000000AA02, ); dependencies = (); fileSystemSynchronizedGroups = (\(synchronized.map { $0 + ", " }.joined())); name = Widget; productType = "com.apple.product-type.app-extension"; };
        \t\t00000000000000000000AA04 = {isa = XCConfigurationList; buildConfigurations = (00000000000000000000AA05, ); defaultConfigurationName = Debug; };
        \t\t00000000000000000000AA05 = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
        \t\t00000000000000000000AA00 = {isa = PBXProject; mainGroup = 00000000000000000000AA01; projectDirPath = ""; targets = (00000000000000000000AA03, ); };
        \(objects)
        \t};
        \trootObject = 00000000000000000000AA00;
        }
        """
        try Fixtures.write(text, to: "Test.xcodeproj/project.pbxproj", in: folder)
        return try XcodeProject(contentsOf: folder.appendingPathComponent("Test.xcodeproj"))
    }

    @Test func absolutePathsAndNestedGroupsResolve() throws {
        let folder = try Fixtures.temporaryFolder()
        let elsewhere = try Fixtures.temporaryFolder().appendingPathComponent("Shared/Absolute.swift")
        try Fixtures.write("let absolute = 1\n", to: "Shared/Absolute.swift", in: elsewhere.deletingLastPathComponent().deletingLastPathComponent())
        let sources = try project(
            in: folder, children: ["00000000000000000000BB01"], sources: ["00000000000000000000CC01", "00000000000000000000CC02"],
            objects: """
            00000000000000000000BB01 = {isa = PBXGroup; children = (00000000000000000000BB02, 00000000000000000000DD02, ); path = Outer; sourceTree = "<group>"; };
            00000000000000000000BB02 = {isa = PBXGroup; children = (00000000000000000000DD01, ); name = "No Path"; sourceTree = "<group>"; };
            00000000000000000000DD01 = {isa = PBXFileReference; path = "../Up/Relative.swift"; sourceTree = "<group>"; };
            00000000000000000000DD02 = {isa = PBXFileReference; path = "\(elsewhere.path)"; sourceTree = "<absolute>"; };
            00000000000000000000CC01 = {isa = PBXBuildFile; fileRef = 00000000000000000000DD01; };
            00000000000000000000CC02 = {isa = PBXBuildFile; fileRef = 00000000000000000000DD02; };
            """
        ).sources(ofTarget: "Widget")
        // "../" out of Outer/ (the group without a path adds nothing) lands in the project folder.
        #expect(sources.swiftFiles.map(\.path).sorted() == [folder.appendingPathComponent("Up/Relative.swift").path, elsewhere.path].sorted())
    }

    @Test func aSynchronizedFolderMissingOnDiskIsNamed() throws {
        let folder = try Fixtures.temporaryFolder()
        let project = try project(
            in: folder, children: ["00000000000000000000EE01"], sources: [], synchronized: ["00000000000000000000EE01"],
            objects: "00000000000000000000EE01 = {isa = PBXFileSystemSynchronizedRootGroup; path = Renamed; sourceTree = \"<group>\"; };")
        #expect(throws: XcodeProjectError.directoryNotFound(folder.appendingPathComponent("Renamed"))) {
            try project.sources(ofTarget: "Widget")
        }
    }

    @Test func aDanglingSynchronizedGroupIsNamed() throws {
        let folder = try Fixtures.temporaryFolder()
        let project = try project(in: folder, children: [], sources: [], synchronized: ["00000000000000000000EE09"], objects: "")
        #expect {
            try project.sources(ofTarget: "Widget")
        } throws: { error in
            "\(error)".contains("object 00000000000000000000AA03 (PBXNativeTarget) names fileSystemSynchronizedGroups 00000000000000000000EE09 which does not exist")
        }
    }
}
