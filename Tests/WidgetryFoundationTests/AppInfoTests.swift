import Foundation
import Testing
import WidgetryFoundation

/// An app-info helper shared with a widget (a settings footer: "MyApp 2.1 (45) · iPhone16,1"), written as iOS code
/// writes it: Core Foundation's Info.plist keys and `sysctlbyname` for the model identifier.
@Suite struct AppInfoTests {
    static func deviceIdentifier() -> String {
        guard let key = "hw.machine".cString(using: .utf8) else { return "" }
        var size = 0
        sysctlbyname(key, nil, &size, nil, 0)
        var machine = [CChar](repeating: 0, count: size)
        sysctlbyname(key, &machine, &size, nil, 0)
        return String(cString: machine)
    }

    @Test("sysctlbyname answers hw.machine in two calls, size then value; an unknown name fails with ENOENT")
    func machineIdentifier() {
        #expect(Self.deviceIdentifier() == "iPhone16,1")
        var size = 0
        #expect(sysctlbyname("hw.memsize", nil, &size, nil, 0) == -1 && errno == ENOENT)
        // A buffer too small for the identifier and its terminating zero is refused, as Darwin refuses it.
        var small = [CChar](repeating: 0, count: 4)
        size = small.count
        #expect(sysctlbyname("hw.machine", &small, &size, nil, 0) == -1 && errno == ENOMEM)
    }

    @Test("Core Foundation's Info.plist keys are the keys themselves, read through Bundle as iOS code reads them")
    func bundleKeys() {
        #expect(kCFBundleVersionKey as String == "CFBundleVersion")
        #expect(kCFBundleNameKey as String == "CFBundleName")
        #expect(kCFBundleIdentifierKey as String == "CFBundleIdentifier")
        // No Info.plist in a test bundle: the lookup compiles and answers nothing rather than crashing.
        _ = Bundle.main.object(forInfoDictionaryKey: kCFBundleVersionKey as String) as? String
    }
}
