import Foundation
import Testing
import WidgetryXcode

/// A widget target's Swift package products, as Xcode records them: 35 of 165 public widget extensions in
/// the survey (docs/compatibility.md) import a package or app module the front door did not supply.
@Suite struct PackageDependencyTests {
    /// The synchronized fixture with the widget target using two remote products of one package, a
    /// remote product pinned to an exact version, a local package's product, and a package plugin.
    private func projectWithPackages() throws -> (XcodeProject, URL) {
        let copy = try Fixtures.copy("Synchronized")
        let pbxproj = copy.appendingPathComponent("Weather.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        text = text.replacingOccurrences(of: """
            			name = WeatherWidgetExtension;
            			packageProductDependencies = (
            			);
            """, with: """
            			name = WeatherWidgetExtension;
            			packageProductDependencies = (
            				AA0000000000000000000001 /* Kingfisher */,
            				AA0000000000000000000002 /* KingfisherSwiftUI */,
            				AA0000000000000000000003 /* Logging */,
            				AA0000000000000000000004 /* WeatherKitLocal */,
            				AA0000000000000000000005 /* plugin:Lint */,
            			);
            """)
        text = text.replacingOccurrences(of: "/* End XCConfigurationList section */", with: """
            /* End XCConfigurationList section */
            		AA0000000000000000000001 = { isa = XCSwiftPackageProductDependency; package = AA00000000000000000000A1; productName = Kingfisher; };
            		AA0000000000000000000002 = { isa = XCSwiftPackageProductDependency; package = AA00000000000000000000A1; productName = KingfisherSwiftUI; };
            		AA0000000000000000000003 = { isa = XCSwiftPackageProductDependency; package = AA00000000000000000000A2; productName = Logging; };
            		AA0000000000000000000004 = { isa = XCSwiftPackageProductDependency; package = AA00000000000000000000A3; productName = WeatherKitLocal; };
            		AA0000000000000000000005 = { isa = XCSwiftPackageProductDependency; package = AA00000000000000000000A1; productName = "plugin:Lint"; };
            		AA00000000000000000000A1 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/onevcat/Kingfisher.git"; requirement = { kind = upToNextMajorVersion; minimumVersion = 8.1.0; }; };
            		AA00000000000000000000A2 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/apple/swift-log"; requirement = { kind = exactVersion; version = 1.6.1; }; };
            		AA00000000000000000000A3 = { isa = XCLocalSwiftPackageReference; relativePath = Packages/WeatherKitLocal; };
            """)
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        return (try XcodeProject(contentsOf: copy.appendingPathComponent("Weather.xcodeproj")), copy)
    }

    @Test("A target's package products are read, grouped by package, with the version rule; plugins are left out")
    func packagesAreRead() throws {
        let (project, folder) = try projectWithPackages()
        defer { try? FileManager.default.removeItem(at: folder) }
        let packages = try project.sources(ofTarget: "WeatherWidgetExtension").packages
        #expect(packages.count == 3)
        #expect(packages[0] == PackageDependency(source: .remote(url: "https://github.com/onevcat/Kingfisher.git", requirement: .upToNextMajor(from: "8.1.0")),
                                                 products: ["Kingfisher", "KingfisherSwiftUI"]))
        #expect(packages[0].identity == "kingfisher")
        #expect(packages[1].source == .remote(url: "https://github.com/apple/swift-log", requirement: .exact("1.6.1")))
        #expect(packages[2].source == .local(folder.standardizedFileURL.appendingPathComponent("Packages/WeatherKitLocal")))
        #expect(packages[2].identity == "weatherkitlocal")
    }

    @Test("A product with no package reference is found in a package folder the project's groups hold, by the product its manifest declares")
    func productOfAPackageFolderReference() throws {
        let copy = try Fixtures.copy("Synchronized")
        defer { try? FileManager.default.removeItem(at: copy) }
        let pbxproj = copy.appendingPathComponent("Weather.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        text = text.replacingOccurrences(of: """
            			name = WeatherWidgetExtension;
            			packageProductDependencies = (
            			);
            """, with: """
            			name = WeatherWidgetExtension;
            			packageProductDependencies = (
            				AA0000000000000000000011 /* ForecastStore */,
            			);
            """)
        // Two package folders in the main group, as Xcode 12 adds them; the product is the second folder's, under another name.
        text = text.replacingOccurrences(of: "\t\t\t\t5EA7E1000000000000000013 /* Config */,\n",
                                         with: "\t\t\t\t5EA7E1000000000000000013 /* Config */,\n\t\t\t\tAA00000000000000000000B1 /* Charting */,\n\t\t\t\tAA00000000000000000000B2 /* Storage */,\n")
        text = text.replacingOccurrences(of: "/* End XCConfigurationList section */", with: """
            /* End XCConfigurationList section */
            		AA0000000000000000000011 = { isa = XCSwiftPackageProductDependency; productName = ForecastStore; };
            		AA00000000000000000000B1 = { isa = PBXFileReference; lastKnownFileType = folder; path = Packages/Charting; sourceTree = "<group>"; };
            		AA00000000000000000000B2 = { isa = PBXFileReference; lastKnownFileType = wrapper; path = Packages/Storage; sourceTree = "<group>"; };
            """)
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        try Fixtures.write("// swift-tools-version:5.3\nimport PackageDescription\nlet package = Package(name: \"Charting\", products: [.library(name: \"Charting\", targets: [\"Charting\"])])\n",
                           to: "Packages/Charting/Package.swift", in: copy)
        try Fixtures.write("// swift-tools-version:5.3\nimport PackageDescription\nlet package = Package(\n    name: \"Storage\",\n    products: [\n        .library(\n            name: \"ForecastStore\", targets: [\"ForecastStore\"]),\n    ])\n",
                           to: "Packages/Storage/Package.swift", in: copy)
        let packages = try XcodeProject(contentsOf: copy.appendingPathComponent("Weather.xcodeproj")).sources(ofTarget: "WeatherWidgetExtension").packages
        #expect(packages == [PackageDependency(source: .local(copy.standardizedFileURL.appendingPathComponent("Packages/Storage")), products: ["ForecastStore"])])
    }

    @Test("A target without packages has none")
    func noPackages() throws {
        #expect(try Fixtures.project("Synchronized/Weather.xcodeproj").sources(ofTarget: "WeatherWidgetExtension").packages.isEmpty)
    }
}
