import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// `--sources Widget --sources App` in a repository whose project lists its files: a file left in the widget's folder
/// that no target lists (a stale copy after a refactor) is not compiled, as Xcode does not compile it.
@Suite struct UnlistedSourcesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WidgetryXcodeTests/Fixtures")

    /// A copy of a fixture repository, so a stray file can be added beside the project's.
    private func copy(_ name: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unlisted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: root.appendingPathComponent(name))
        return root.appendingPathComponent(name)
    }

    @Test("A file in the widget's folder that no target of the project lists is left out; the listed files stay")
    func staleFileInWidgetFolder() throws {
        let repository = try copy("Classic")
        defer { try? FileManager.default.removeItem(at: repository.deletingLastPathComponent()) }
        let stale = repository.appendingPathComponent("Widget/OldPlantWidget.swift")
        try Data("struct PlantWidget {}\n".utf8).write(to: stale)
        let folders = [repository.appendingPathComponent("Widget"), repository.appendingPathComponent("Common")]
        var target = try TargetSources.scanning(directories: folders, name: "Widget")
        let result = FrontDoor.leavingOutFilesNoTargetLists(of: &target, request: FrontDoorRequest(sources: folders))
        #expect(result.leftOut.map(\.lastPathComponent) == ["OldPlantWidget.swift"])
        #expect(Set(target.swiftFiles.map(\.lastPathComponent)) == ["PlantWidget.swift", "EntryView.swift", "Formatting.swift"])
        #expect(result.note?.contains("Plants.xcodeproj") == true && result.note?.contains("--all-sources") == true)

        // --all-sources compiles it; a folder the project lists nothing of is not judged by it.
        var all = try TargetSources.scanning(directories: folders, name: "Widget")
        var request = FrontDoorRequest(sources: folders)
        request.compilesAllSources = true
        #expect(FrontDoor.leavingOutFilesNoTargetLists(of: &all, request: request).leftOut.isEmpty)
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("unlisted-none-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try Data("struct Loose {}\n".utf8).write(to: elsewhere.appendingPathComponent("Loose.swift"))
        var loose = try TargetSources.scanning(directories: [elsewhere], name: "Loose")
        #expect(FrontDoor.leavingOutFilesNoTargetLists(of: &loose, request: FrontDoorRequest(sources: [elsewhere])).leftOut.isEmpty)
    }

    @Test("In a synchronized folder every file a target's folder holds is listed, but for the files its exceptions take out of every target")
    func synchronizedFolders() throws {
        let repository = Self.fixtures.appendingPathComponent("Synchronized")
        let folders = [repository.appendingPathComponent("WeatherWidget")]
        var target = try TargetSources.scanning(directories: folders, name: "WeatherWidget")
        let before = Set(target.swiftFiles.map(\.lastPathComponent))
        let result = FrontDoor.leavingOutFilesNoTargetLists(of: &target, request: FrontDoorRequest(sources: folders))
        // What is left out is exactly what no target of the project compiles.
        let listed = try #require(ProjectCache().listing(of: repository.appendingPathComponent("Weather.xcodeproj"))?.listed)
        #expect(Set(result.leftOut.map(\.standardizedFileURL.path)).isDisjoint(with: listed))
        #expect(Set(target.swiftFiles.map(\.standardizedFileURL.path)).isSubset(of: listed))
        #expect(before.contains("WeatherWidget.swift") && target.swiftFiles.contains { $0.lastPathComponent == "WeatherWidget.swift" })
    }

    @Test("With the app's folders passed beside the widget's, files only the app's target lists are left out; a library's stay")
    func filesOnlyTheAppLists() throws {
        // Classic's PlantWidgetExtension lists Widget/, Common/Formatting.swift and Generated/Strings.swift, and depends on
        // the PlantKit framework; "Plant App" lists PlantApp/PlantApp.swift; the PlantStore static library, which the widget
        // does not depend on, lists PlantStore/Store.swift.
        let repository = Self.fixtures.appendingPathComponent("Classic")
        let folders = ["Widget", "Common", "PlantApp", "PlantStore", "PlantKit"].map { repository.appendingPathComponent($0) }
        var target = try TargetSources.scanning(directories: folders, name: "Widget")
        let result = FrontDoor.leavingOutFilesNoTargetLists(of: &target, request: FrontDoorRequest(sources: folders))
        let widget = try #require(result.widget)
        #expect(widget.name == "PlantWidgetExtension")
        #expect(result.otherTargets.map(\.lastPathComponent) == ["PlantApp.swift"])
        #expect(Set(target.swiftFiles.map(\.lastPathComponent))
                == ["PlantWidget.swift", "EntryView.swift", "Formatting.swift", "Store.swift", "Plant.swift"])
        #expect(result.note?.contains("(PlantWidgetExtension)") == true)
        // The widget's `#if WIDGET` is decided as Xcode's Debug build of its target decides it (ClassicProjectTests).
        #expect(widget.conditions == ["DEBUG", "WIDGET"])
        // The target's own catalog, which the front door adds when the folders passed do not hold it; once.
        #expect(widget.resources.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
        var commonOnly = try TargetSources.scanning(directories: [folders[1]], name: "Common")
        #expect(commonOnly.adding(widget.resources).map(\.lastPathComponent) == ["Assets.xcassets"])
        #expect(commonOnly.adding(widget.resources).isEmpty)
        #expect(commonOnly.assetCatalogs.count == 1)

        // The app's folder first: no extension lists it, so no target is taken for the widget's.
        var appFirst = try TargetSources.scanning(directories: [folders[2], folders[1]], name: "App")
        let appResult = FrontDoor.leavingOutFilesNoTargetLists(of: &appFirst, request: FrontDoorRequest(sources: [folders[2], folders[1]]))
        #expect(appResult.widget == nil && appResult.otherTargets.isEmpty)
        // --all-sources keeps everything.
        var all = try TargetSources.scanning(directories: folders, name: "Widget")
        var request = FrontDoorRequest(sources: folders)
        request.compilesAllSources = true
        #expect(FrontDoor.leavingOutFilesNoTargetLists(of: &all, request: request).otherTargets.isEmpty)
    }

    @Test("With the widget's folder alone, the Swift files its target lists elsewhere are added; its frameworks' are not")
    func widgetFilesOutsideTheFolders() throws {
        // PlantWidgetExtension lists Widget/, Common/Formatting.swift and Generated/Strings.swift (ClassicProjectTests);
        // PlantKit's Plant.swift is a framework's file, compiled as its own module.
        let repository = Self.fixtures.appendingPathComponent("Classic")
        let folders = [repository.appendingPathComponent("Widget")]
        var target = try TargetSources.scanning(directories: folders, name: "Widget")
        let widget = try #require(FrontDoor.leavingOutFilesNoTargetLists(of: &target, request: FrontDoorRequest(sources: folders)).widget)
        #expect(target.adding(swiftFilesOf: widget).map(\.lastPathComponent) == ["Formatting.swift", "Strings.swift"])
        #expect(Set(target.swiftFiles.map(\.lastPathComponent)) == ["PlantWidget.swift", "EntryView.swift", "Formatting.swift", "Strings.swift"])
        #expect(target.adding(swiftFilesOf: widget).isEmpty)
        #expect(widget.listedFilesNotOnDisk.isEmpty)

        // Held-out batch 11: a project listing Provider.swift, which was never committed. It is named, not added.
        var uncommitted = widget
        let absent = repository.appendingPathComponent("Widget/Provider.swift").path
        uncommitted.ownFiles.insert(absent)
        #expect(uncommitted.listedFilesNotOnDisk == [absent])
        #expect(target.adding(swiftFilesOf: uncommitted).isEmpty)
    }

    @Test("A --module folder that a framework target of the project beside it compiles gets that target's conditions")
    func frameworkModuleConditions() {
        // PlantKit builds module PlantCore; the project's Debug configuration sets DEBUG (ClassicProjectTests).
        let repository = Self.fixtures.appendingPathComponent("Classic")
        #expect(FrontDoor.frameworkConditions(of: "PlantCore", near: [repository.appendingPathComponent("PlantKit")]) == ["DEBUG"])
        #expect(FrontDoor.frameworkConditions(of: "NoSuchModule", near: [repository.appendingPathComponent("PlantKit")]) == nil)
    }

    @Test("A --module framework's asset catalog kept outside its folder is the framework's too, as its target lists it")
    func frameworkCatalogOutsideItsFolder() throws {
        // A ring-view framework whose target lists the app's colour catalog (held-out batch 20): its code names the colours
        // Xcode generates from that catalog. Here PlantKit's Resources phase lists the widget folder's Assets.xcassets.
        let repository = try copy("Classic")
        defer { try? FileManager.default.removeItem(at: repository.deletingLastPathComponent()) }
        let projectFile = repository.appendingPathComponent("Plants.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: projectFile, encoding: .utf8)
        text = text.replacingOccurrences(of: "/* Begin PBXBuildFile section */\n", with: """
            /* Begin PBXBuildFile section */
            \t\tC1A5510000000000000005FF /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = C1A551000000000000000106 /* Assets.xcassets */; };

            """)
        // PlantKit gets a Resources phase of its own that lists the catalog.
        text = text.replacingOccurrences(of: "\t\t\t\tC1A551000000000000000622 /* Frameworks */,\n",
                                         with: "\t\t\t\tC1A551000000000000000622 /* Frameworks */,\n\t\t\t\tC1A5510000000000000006FF /* Resources */,\n")
        text = text.replacingOccurrences(of: "/* Begin PBXResourcesBuildPhase section */\n", with: """
            /* Begin PBXResourcesBuildPhase section */
            \t\tC1A5510000000000000006FF /* Resources */ = {
            \t\t\tisa = PBXResourcesBuildPhase;
            \t\t\tbuildActionMask = 2147483647;
            \t\t\tfiles = (
            \t\t\t\tC1A5510000000000000005FF /* Assets.xcassets in Resources */,
            \t\t\t);
            \t\t\trunOnlyForDeploymentPostprocessing = 0;
            \t\t};

            """)
        try text.write(to: projectFile, atomically: true, encoding: .utf8)
        let library = try #require(FrontDoor.frameworkTarget(of: "PlantCore", near: [repository.appendingPathComponent("PlantKit")]))
        #expect(library.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
        #expect(library.assetCatalogs.first?.deletingLastPathComponent().lastPathComponent == "Widget")
        #expect(FrontDoor.frameworkConditions(of: "PlantCore", near: [repository.appendingPathComponent("PlantKit")]) == ["DEBUG"])
    }

    @Test("One check reads each project once: the rules that ask the project beside the folders share its reading")
    func projectsReadOnce() throws {
        let repository = try copy("Classic")
        defer { try? FileManager.default.removeItem(at: repository.deletingLastPathComponent()) }
        let projects = ProjectCache()
        let folders = ["Widget", "Common"].map { repository.appendingPathComponent($0) }
        var target = try TargetSources.scanning(directories: folders, name: "Widget")
        #expect(FrontDoor.leavingOutFilesNoTargetLists(of: &target, request: FrontDoorRequest(sources: folders), projects: projects).widget != nil)
        // The project file gone, the cache still answers for it; a fresh reading finds nothing.
        try FileManager.default.removeItem(at: repository.appendingPathComponent("Plants.xcodeproj/project.pbxproj"))
        #expect(FrontDoor.frameworkConditions(of: "PlantCore", near: [repository.appendingPathComponent("PlantKit")], projects: projects) == ["DEBUG"])
        #expect(FrontDoor.frameworkConditions(of: "PlantCore", near: [repository.appendingPathComponent("PlantKit")]) == nil)
    }
}
