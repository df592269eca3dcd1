import Foundation
import Testing
@testable import WidgetryXcode

/// The modules a framework's public headers import, read from its headers build phase.
@Suite struct HeaderImportTests {
    @Test("#import, #include and @import name modules, quoted ones by their framework folder; project headers do not")
    func importedModules() {
        let header = """
        #import <Foundation/Foundation.h>
          #include <UIKit/UIKit.h>
        @import CoreLocation;
        #import "Local.h"
        #import "Network/Network.h"
        // #import <Commented/Out.h> is still read: a header's comments are rarely imports.
        FOUNDATION_EXPORT double CoreVersionNumber;
        """
        #expect(TargetResolver.importedModules(inHeader: header) == ["Foundation", "UIKit", "CoreLocation", "Network"])
    }

    @Test("A framework target's public header imports are kept; a project header's are not")
    func publicHeadersOfATarget() throws {
        let folder = try Fixtures.temporaryFolder()
        try Fixtures.write("#import <Foundation/Foundation.h>\n", to: "Core/Core.h", in: folder)
        try Fixtures.write("#import <UIKit/UIKit.h>\n", to: "Core/Private.h", in: folder)
        try Fixtures.write("public struct Reading {}\n", to: "Core/Reading.swift", in: folder)
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {
        \t\t00000000000000000000AA01 = {isa = PBXGroup; children = (00000000000000000000DD01, 00000000000000000000DD02, 00000000000000000000DD03, ); path = Core; sourceTree = "<group>"; };
        \t\t00000000000000000000AA02 = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (00000000000000000000CC03, ); runOnlyForDeploymentPostprocessing = 0; };
        \t\t00000000000000000000AA06 = {isa = PBXHeadersBuildPhase; buildActionMask = 2147483647; files = (00000000000000000000CC01, 00000000000000000000CC02, ); runOnlyForDeploymentPostprocessing = 0; };
        \t\t00000000000000000000AA03 = {isa = PBXNativeTarget; buildConfigurationList = 00000000000000000000AA04; buildPhases = (00000000000000000000AA06, 00000000000000000000AA02, ); dependencies = (); name = Core; productType = "com.apple.product-type.framework"; };
        \t\t00000000000000000000AA04 = {isa = XCConfigurationList; buildConfigurations = (00000000000000000000AA05, ); defaultConfigurationName = Debug; };
        \t\t00000000000000000000AA05 = {isa = XCBuildConfiguration; buildSettings = {DEFINES_MODULE = YES; }; name = Debug; };
        \t\t00000000000000000000AA00 = {isa = PBXProject; mainGroup = 00000000000000000000AA01; projectDirPath = ""; targets = (00000000000000000000AA03, ); };
        \t\t00000000000000000000DD01 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = Core.h; sourceTree = "<group>"; };
        \t\t00000000000000000000DD02 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = Private.h; sourceTree = "<group>"; };
        \t\t00000000000000000000DD03 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Reading.swift; sourceTree = "<group>"; };
        \t\t00000000000000000000CC01 = {isa = PBXBuildFile; fileRef = 00000000000000000000DD01; settings = {ATTRIBUTES = (Public, ); }; };
        \t\t00000000000000000000CC02 = {isa = PBXBuildFile; fileRef = 00000000000000000000DD02; };
        \t\t00000000000000000000CC03 = {isa = PBXBuildFile; fileRef = 00000000000000000000DD03; };
        \t};
        \trootObject = 00000000000000000000AA00;
        }
        """
        try Fixtures.write(text, to: "Core.xcodeproj/project.pbxproj", in: folder)
        let sources = try XcodeProject(contentsOf: folder.appendingPathComponent("Core.xcodeproj")).sources(ofTarget: "Core")
        #expect(sources.headerImports == ["Foundation"])
        #expect(sources.swiftFiles.map(\.lastPathComponent) == ["Reading.swift"])

        // The same target as an extension whose bridging header imports Foundation (quoted, as some apps write it) and a
        // project header: its Swift files see Foundation; the private header's UIKit is still not seen.
        try Fixtures.write("#import \"Foundation/Foundation.h\"\n#import \"Local.h\"\n", to: "Core/Core-Bridging-Header.h", in: folder)
        let bridged = text.replacingOccurrences(of: "buildSettings = {DEFINES_MODULE = YES; }",
                                                with: "buildSettings = {SWIFT_OBJC_BRIDGING_HEADER = \"Core/Core-Bridging-Header.h\"; }")
            .replacingOccurrences(of: "00000000000000000000CC01, 00000000000000000000CC02, ", with: "00000000000000000000CC02, ")
            .replacingOccurrences(of: "com.apple.product-type.framework", with: "com.apple.product-type.app-extension")
        try Fixtures.write(bridged, to: "Core.xcodeproj/project.pbxproj", in: folder)
        let extensionSources = try XcodeProject(contentsOf: folder.appendingPathComponent("Core.xcodeproj")).sources(ofTarget: "Core")
        #expect(extensionSources.headerImports == ["Foundation"])
    }
}
