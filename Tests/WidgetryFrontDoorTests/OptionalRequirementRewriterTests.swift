import Foundation
import Testing
@testable import WidgetryFrontDoor

/// A location service's delegate protocol as Objective-C-era shared code declares it (our own code): optional callbacks,
/// one returning an optional, one returning a value, and a caller asking for each with `?`.
@Suite struct OptionalRequirementRewriterTests {
    static let service = """
        import Foundation

        @objc public protocol LocationServiceDelegate: NSObjectProtocol {
            @objc optional func locationService(_ service: LocationService,
                                                authorizationChanged status: Int)
            @objc optional func preferredName(for service: LocationService) -> String?
            @objc optional func shouldPause(_ service: LocationService) -> Bool
            func serviceDidStart(_ service: LocationService)
        }

        public final class LocationService {
            weak var delegate: LocationServiceDelegate?
            func notify() {
                delegate?.locationService?(self, authorizationChanged: 2)
                let name = delegate?.preferredName?(for: self) ?? "Here"
                _ = delegate?.shouldPause?(self)
                print(name)
            }
        }

        """

    @Test("Optional methods with a Void or optional result become requirements with a default; their callers lose the ?")
    func rewritesDeclarationsAndCalls() {
        let names = OptionalRequirementRewriter.requirementNames(in: Self.service)
        #expect(names == ["locationService", "preferredName"])
        // The @objc attributes are gone first, as the front door runs ObjectiveCAttributeRewriter before.
        let withoutObjC = ObjectiveCAttributeRewriter.rewrite(Self.service).text
        let (text, changed, protocols) = OptionalRequirementRewriter.rewrite(withoutObjC, optionalNames: names)
        #expect(changed == 5)
        #expect(protocols.map(\.name) == ["LocationServiceDelegate"] && protocols.first?.line == 9)
        let lines = text.components(separatedBy: "\n")
        #expect(lines.count == Self.service.components(separatedBy: "\n").count, "no line moves")
        #expect(lines[3].trimmingCharacters(in: .whitespaces) == "func locationService(_ service: LocationService,")
        #expect(lines[8] == "}; extension LocationServiceDelegate { public func locationService(_ service: LocationService, authorizationChanged status: Int) {};"
                + " public func preferredName(for service: LocationService) -> String? { nil } }")
        // A method returning a value keeps `optional`: no default stands for an unimplemented one.
        #expect(lines[6].contains("optional func shouldPause"))
        #expect(lines[13].contains("delegate?.locationService(self, authorizationChanged: 2)"))
        #expect(lines[14].contains("delegate?.preferredName(for: self) ?? \"Here\""))
        #expect(lines[15].contains("delegate?.shouldPause?(self)"))
    }

    @Test("A file with no optional requirement and no call to one is unchanged")
    func leavesOtherCodeAlone() {
        let plain = "struct A { var f: (() -> Void)?\n func g() { f?() } }\n"
        #expect(OptionalRequirementRewriter.requirementNames(in: plain).isEmpty)
        #expect(OptionalRequirementRewriter.rewrite(plain, optionalNames: ["locationService"]).changed == 0)
    }
}
