import Foundation
import Testing
import WidgetryFrontDoor

/// A provider written as Xcode's widget template writes it (`Timeline<Entry>` in `getTimeline`, the view's
/// `var entry: Provider.Entry` in another file) compiles while SwiftUI's `@Entry` macro is in scope.
@Suite struct ProviderEntryRewriterTests {
    static let provider = """
        import Foundation

        struct MoodProvider: TimelineProvider {
            struct Helper { var last: Entry? }  // inside a nested type, `Self` would be the nested type
            func placeholder(in context: Context) -> MoodEntry { MoodEntry(date: Date(), mood: "calm") }
            func getSnapshot(in context: Context, completion: @escaping (MoodEntry) -> ()) {
                completion(placeholder(in: context))
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
                completion(Timeline(entries: [placeholder(in: context)]))
            }
        }

        struct MoodEntry: TimelineEntry { let date: Date; let mood: String }
        """

    @Test("a provider's bare Entry becomes Self.Entry on its own line; a nested type's and other types' are left")
    func rewritesOnlyTheProvidersMembers() {
        let source = Self.provider + "\nstruct Other { var e: Entry? }\n"
        let (text, count) = ProviderEntryRewriter.rewrite(source)
        #expect(count == 1)
        let lines = text.components(separatedBy: "\n")
        #expect(lines.count == source.components(separatedBy: "\n").count)
        #expect(lines[8] == "    func getTimeline(in context: Context, completion: @escaping (Timeline<Self.Entry>) -> ()) {")
        #expect(lines[3] == "    struct Helper { var last: Entry? }  // inside a nested type, `Self` would be the nested type")
        #expect(lines.last(where: { !$0.isEmpty }) == "struct Other { var e: Entry? }")
    }

    @Test("a class provider keeps its bare Entry: a class's Self has no member types")
    func classProviderUnchanged() {
        // Xcode's IntentTimelineProvider written as a class that keeps a Combine subscription.
        let source = """
            final class FeedProvider: IntentTimelineProvider {
                var request: AnyCancellable?
                func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {}
            }
            """
        #expect(ProviderEntryRewriter.rewrite(source) == (source, 0))
    }

    @Test("a module's own top-level Entry type is found, so its providers keep their bare Entry")
    func ownEntryType() {
        #expect(ProviderEntryRewriter.declaresEntryType(in: "import WidgetKit\n\nstruct Entry: TimelineEntry { let date: Date }\n"))
        #expect(ProviderEntryRewriter.declaresEntryType(in: "typealias Entry = QuoteEntry\n"))
        #expect(!ProviderEntryRewriter.declaresEntryType(in: Self.provider))
        #expect(!ProviderEntryRewriter.declaresEntryType(in: "struct Outer { struct Entry {} }\n"))
    }

    @Test("a provider nested in a type that has its own Entry keeps the bare name, which means that type")
    func providerBesideANestedEntry() {
        // A widget namespace split over files, as an app writes it: the entry in one extension, the provider in another.
        let entryFile = "extension StatusWidget {\n    struct Entry: TimelineEntry { let date: Date }\n}\n"
        let providerFile = """
            extension StatusWidget {
                struct Provider: AppIntentTimelineProvider {
                    func placeholder(in context: Context) -> Entry { Entry(date: .now) }
                }
            }
            struct TopLevelProvider: TimelineProvider {
                func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {}
            }

            """
        let owners = ProviderEntryRewriter.entryOwners(in: entryFile)
        #expect(owners == ["StatusWidget"])
        #expect(ProviderEntryRewriter.entryOwners(in: "struct Outer { typealias Entry = Row }\n") == ["Outer"])
        let (text, rewritten) = ProviderEntryRewriter.rewrite(providerFile, entryOwners: owners)
        #expect(rewritten == 1, "only the top-level provider's Entry")
        #expect(text.contains("-> Entry { Entry(date: .now) }"))
        #expect(text.contains("(Timeline<Self.Entry>) -> ()"))
        // Without the owner, the nested provider's Entry is rewritten as before.
        #expect(ProviderEntryRewriter.rewrite(providerFile).rewritten == 2)
    }

    @Test("a file with no provider is returned unchanged")
    func noProviderUnchanged() {
        let source = "struct Row { var entry: Entry }\n"
        #expect(ProviderEntryRewriter.rewrite(source) == (source, 0))
    }

    /// The stand-ins for WidgetKit's protocol and SwiftUI's `@Entry` macro that the fixture compiles against:
    /// a module-scope function named `Entry` is enough to make Swift 6.3's inference fail on the original.
    static let widgetKitStandIn = """
        import Foundation
        protocol TimelineEntry { var date: Date { get } }
        struct Timeline<EntryType: TimelineEntry> { var entries: [EntryType] }
        protocol TimelineProvider {
            associatedtype Entry: TimelineEntry
            typealias Context = Int
            func placeholder(in context: Context) -> Entry
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
        }
        func Entry() {}
        """
    static let view = "struct MoodView { var entry: MoodProvider.Entry }\n"

    @Test(.enabled(if: CompiledCopyTests.swiftc != nil, "needs swiftc on PATH"))
    func theRewrittenProviderTypeChecks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("provider-entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let standIn = folder.appendingPathComponent("WidgetKit.swift"), view = folder.appendingPathComponent("MoodView.swift")
        try Self.widgetKitStandIn.write(to: standIn, atomically: true, encoding: .utf8)
        try Self.view.write(to: view, atomically: true, encoding: .utf8)
        let provider = folder.appendingPathComponent("MoodProvider.swift")
        try ProviderEntryRewriter.rewrite(Self.provider).text.write(to: provider, atomically: true, encoding: .utf8)
        // The view's file first: it asks for `MoodProvider.Entry` before the provider is checked.
        let result = try typecheck([view, provider, standIn])
        #expect(result.status == 0, "\(result.output)")
    }

    private func typecheck(_ files: [URL]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try #require(CompiledCopyTests.swiftc)
        process.arguments = ["-typecheck", "-parse-as-library"] + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
