import Foundation
import Testing
@testable import WidgetryFrontDoor

/// An app's logging helper that names Apple's logger by its module to tell it from its own `Logger` (our own code).
@Suite struct ModuleQualifierRewriterTests {
    static let logging = """
        import os

        enum Logger {
            static let shared: os.Logger = os.Logger(subsystem: "app.memo", category: "data")
            static func log(_ message: String) { shared.info("\\(message)") }
        }

        """

    @Test("os.X as a type and as a value follows the module the copy imports for os; lines unmoved")
    func qualifiersFollowTheImport() {
        let (text, replaced) = ModuleQualifierRewriter.rewrite(Self.logging, importedModules: ["os"])
        #expect(replaced == 2)
        #expect(text.contains("static let shared: WidgetryOSLog.Logger = WidgetryOSLog.Logger(subsystem:"))
        #expect(text.contains("enum Logger {"), "the app's own type keeps its name")
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
                == Self.logging.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test("A file importing only OSLog may qualify os.Logger: OSLog re-exports os on iOS")
    func osThroughOSLog() {
        let viaOSLog = Self.logging.replacingOccurrences(of: "import os\n", with: "import OSLog\n")
        let (text, replaced) = ModuleQualifierRewriter.rewrite(viaOSLog, importedModules: ["OSLog"])
        #expect(replaced == 2)
        #expect(text.contains("static let shared: WidgetryOSLog.Logger = WidgetryOSLog.Logger(subsystem:"))
    }

    @Test("Nothing changes where the file does not import the module, or declares a value of that name")
    func onlyTheImportedModule() {
        #expect(ModuleQualifierRewriter.rewrite(Self.logging, importedModules: ["Foundation"]).replaced == 0)
        let shadowed = "import os\nlet os = Platform()\nlet name = os.name\n"
        #expect(ModuleQualifierRewriter.rewrite(shadowed, importedModules: ["os"]).replaced == 0)
    }

    @Test("Foundation.URLSessionDelegate and its kin become FoundationNetworking's on the copy; other Foundation members stay")
    func urlLoadingTypesFollowFoundationNetworking() {
        // An API client conforming to the delegate by its module's name, to tell it from a protocol of its own.
        let client = """
            import Foundation

            final class Client: NSObject, Foundation.URLSessionDelegate {
                let formatter = Foundation.DateFormatter()
                func make() -> Foundation.URLRequest { Foundation.URLRequest(url: URL(string: "https://example.com")!) }
            }

            """
        let (text, replaced) = ModuleQualifierRewriter.rewrite(client, importedModules: ["Foundation"])
        #expect(replaced == 3)
        #expect(text.contains("NSObject, FoundationNetworking.URLSessionDelegate {"))
        #expect(text.contains("-> FoundationNetworking.URLRequest { FoundationNetworking.URLRequest(url:"))
        #expect(text.contains("let formatter = Foundation.DateFormatter()"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
                == client.split(separator: "\n", omittingEmptySubsequences: false).count)
    }
}
