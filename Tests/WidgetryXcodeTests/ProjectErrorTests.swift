import Foundation
import Testing
import WidgetryXcode

/// What a user sees when the project cannot be read: the file, the object, and what to do.
@Suite struct ProjectErrorTests {
    @Test func aMissingProjectNamesTheFileAndTheReason() throws {
        let url = try Fixtures.root().appendingPathComponent("Nowhere/Gone.xcodeproj")
        #expect {
            try XcodeProject(contentsOf: url)
        } throws: { error in
            guard case .cannotRead(let file, let reason)? = error as? XcodeProjectError else { return false }
            return file.path.hasSuffix("Nowhere/Gone.xcodeproj/project.pbxproj") && reason.contains("No such file")
                && "\(error)".contains("Gone.xcodeproj/project.pbxproj")
        }
    }

    @Test func aFolderThatIsNotAProjectSaysToPassTheXcodeproj() throws {
        // The folder holding the project, a natural mistake.
        let url = try Fixtures.root().appendingPathComponent("Classic")
        #expect {
            try XcodeProject(contentsOf: url)
        } throws: { error in
            "\(error)".contains(".xcodeproj folder")
        }
    }

    @Test func theProjectFileItselfIsAcceptedToo() throws {
        let project = try Fixtures.project("Classic/Plants.xcodeproj/project.pbxproj")
        #expect(project.url.lastPathComponent == "Plants.xcodeproj")
        #expect(project.targets.count == 4)
    }

    @Test func mergeConflictMarkersAreNamedAsSuch() throws {
        #expect {
            try Fixtures.project("Broken/Conflicted.xcodeproj")
        } throws: { error in
            guard case .malformed(let file, let problem)? = error as? XcodeProjectError else { return false }
            return file.path.hasSuffix("Conflicted.xcodeproj/project.pbxproj") && problem.contains("merge conflict")
        }
    }

    @Test func textThatIsNotAPropertyListNamesTheFileAndTheLine() throws {
        let folder = try Fixtures.temporaryFolder()
        try Fixtures.write("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup; children = (B, ;\n", to: "Cut.xcodeproj/project.pbxproj", in: folder)
        #expect {
            try XcodeProject(contentsOf: folder.appendingPathComponent("Cut.xcodeproj"))
        } throws: { error in
            let text = "\(error)"
            return text.contains("Cut.xcodeproj/project.pbxproj") && text.contains("not a property list") && text.contains("line")
        }
    }

    @Test func aDanglingReferenceNamesTheObjectItsClassAndTheMissingID() throws {
        let project = try Fixtures.project("Broken/Dangling.xcodeproj")
        // Listing targets does not need the file, so it works.
        #expect(project.targets.map(\.name) == ["Widget", "NoPlist"])
        #expect {
            try project.sources(ofTarget: "Widget")
        } throws: { error in
            guard case .malformed(let file, let problem)? = error as? XcodeProjectError else { return false }
            return file.lastPathComponent == "project.pbxproj"
                && problem.contains("object D4A6000000000000000000B1 (PBXBuildFile) names fileRef 9F000000000000000000DEAD which does not exist")
        }
    }

    @Test func anInfoPlistThatIsNotThereIsReportedAndTheTargetStillResolves() throws {
        // A git-ignored or generated Info.plist: Xcode's build would write or need it, the widget's code does not.
        let sources = try Fixtures.project("Broken/Dangling.xcodeproj").sources(ofTarget: "NoPlist")
        #expect(sources.missingInfoPlist?.path.hasSuffix("Broken/Missing/Info.plist") == true)
        #expect(sources.infoPlist == nil)
        #expect(sources.fontFiles.isEmpty)
    }

    @Test func anUnknownTargetListsTheTargetsThatExist() throws {
        let project = try Fixtures.project("Classic/Plants.xcodeproj")
        #expect(throws: XcodeProjectError.noSuchTarget(
            name: "PlantWidget", project: project.url, available: ["Plant App", "PlantWidgetExtension", "PlantKit", "PlantStore"])
        ) {
            try project.sources(ofTarget: "PlantWidget")
        }
        let message = "\(XcodeProjectError.noSuchTarget(name: "PlantWidget", project: project.url, available: ["Plant App", "PlantWidgetExtension"]))"
        #expect(message == "Plants.xcodeproj has no target named 'PlantWidget'; its targets are: Plant App, PlantWidgetExtension. Pass one of these names (they are case-sensitive).")
    }

    @Test func anUnknownConfigurationListsTheTargetsConfigurations() throws {
        #expect(throws: XcodeProjectError.noSuchConfiguration(name: "Profile", target: "PlantWidgetExtension", available: ["Debug", "Release"])) {
            try Fixtures.project("Classic/Plants.xcodeproj").sources(ofTarget: "PlantWidgetExtension", configuration: "Profile")
        }
    }
}
