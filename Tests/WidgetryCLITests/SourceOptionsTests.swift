import ArgumentParser
import Testing
@testable import WidgetryCLI

/// The front door's options are taken out of the command line handed on to the built widget executable,
/// which does not know them; everything else passes through in order.
@Suite struct SourceOptionsTests {
    @Test("--project, --target, --sources, --module, --define, --assets and --cache-dir are removed in both spellings")
    func removesFrontDoorOptions() {
        let arguments = ["check", "--project", "App.xcodeproj", "--target=Widgets", "--sources", "Shared", "--module", "Kit=Kit",
                         "--define", "BETA", "--assets=Art", "--cache-dir", "/tmp/c", "--json", "--family", "systemSmall"]
        #expect(SourceOptions.removingFrontDoorOptions(from: arguments) == ["check", "--json", "--family", "systemSmall"])
    }

    @Test("The package options and --compatibility-only are removed too")
    func removesPackageOptionsAndFlag() {
        let arguments = ["check", "--sources", "W", "--package-path", "/src/Kingfisher", "--package=https://x/y@1.0.0",
                         "--compatibility-only", "--json"]
        #expect(SourceOptions.removingFrontDoorOptions(from: arguments) == ["check", "--json"])
    }

    @Test("--compatibility-only without code to build is refused with what to give")
    func compatibilityOnlyNeedsCode() throws {
        let options = try SourceOptions.parse(["--compatibility-only"])
        #expect(throws: ValidationError.self) { try options.forwardIfGiven(command: "check") }
    }

    @Test("Arguments after -- are handed on untouched")
    func afterDoubleDash() {
        #expect(SourceOptions.removingFrontDoorOptions(from: ["render", "--", "--project"]) == ["render", "--", "--project"])
    }

    @Test("A widget's own executable refuses --sources with advice, since its widgets are already built")
    func refusedWithoutFrontDoor() throws {
        FrontDoorHook.current = nil
        let options = try SourceOptions.parse(["--sources", "Widgets"])
        #expect(throws: ValidationError.self) { try options.forwardIfGiven(command: "check") }
    }
}
