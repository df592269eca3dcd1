import Testing
import WidgetryFrontDoor

/// The configuration answers as an iOS device build, except where that would pick code Linux cannot build.
@Suite struct IOSBuildConfigurationTests {
    let configuration = IOSBuildConfiguration()

    @Test func platformQuestionsAnswerAsAnIPhone() throws {
        #expect(try configuration.isActiveTargetOS(name: "iOS"))
        for other in ["macOS", "Linux", "watchOS", "tvOS", "visionOS", "Windows"] {
            #expect(try !configuration.isActiveTargetOS(name: other))
        }
        #expect(try configuration.isActiveTargetArchitecture(name: "arm64"))
        #expect(try !configuration.isActiveTargetArchitecture(name: "x86_64"))
        #expect(try !configuration.isActiveTargetEnvironment(name: "simulator"))
        #expect(try !configuration.isActiveTargetEnvironment(name: "macCatalyst"))
        #expect(try IOSBuildConfiguration(simulator: true).isActiveTargetEnvironment(name: "simulator"))
        #expect(configuration.targetPointerBitWidth == 64)
        #expect(configuration.endianness == .little)
    }

    @Test func theNativeRuntimeIsChosenBecauseObjectiveCCodeCannotBuildOnLinux() throws {
        #expect(try configuration.isActiveTargetRuntime(name: "_Native"))
        #expect(try !configuration.isActiveTargetRuntime(name: "_ObjC"))
    }

    @Test func questionsOnlyTheCompilerCanAnswerThrow() {
        #expect(throws: (any Error).self) { try configuration.hasFeature(name: "StrictConcurrency") }
        #expect(throws: (any Error).self) { try configuration.hasAttribute(name: "retroactive") }
        #expect(throws: (any Error).self) { try configuration.isActiveTargetObjectFormat(name: "MachO") }
    }

    @Test func languageVersionFollowsTheMode() {
        #expect(configuration.languageVersion.description == "6.3")
        #expect(IOSBuildConfiguration(languageMode: .swift5).languageVersion.description == "5.10")
        #expect(configuration.compilerVersion.description == "6.3")
    }
}
