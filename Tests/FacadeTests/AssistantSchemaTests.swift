import ActivityKit
import AppIntents
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// iOS 18 and 26 intent code as apps write it: an intent marked with an assistant schema, modes it may run in,
/// a control and a Live Activity view using localizable resources and the activity family.
@Suite struct AssistantSchemaTests {
    @AppIntent(schema: .system.search)
    struct SearchNotesIntent: AppIntent {
        static let title: LocalizedStringResource = "Search Notes"
        static var supportedModes: IntentModes = .foreground
        @Parameter(title: "Criteria") var criteria: String?
        func perform() async throws -> some IntentResult { .result() }
    }

    struct OpenNotesControl: ControlWidget {
        static let title: LocalizedStringResource = "Notes"
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "notes.open") {
                ControlWidgetButton(action: SearchNotesIntent()) { Label(Self.title, image: "NotesIcon") }
            }
            .displayName(Self.title)
        }
    }

    struct FamilyAwareView: View {
        @Environment(\.activityFamily) var activityFamily
        static let label: LocalizedStringResource = "Searching"
        var body: some View {
            switch activityFamily {
            case .small: Image(systemName: "magnifyingglass").accessibilityLabel(Self.label)
            case .medium: Label(Self.label, systemImage: "magnifyingglass")
            @unknown default: EmptyView()
            }
        }
    }

    struct NotesEntry: TimelineEntry { let date: Date }
    struct NotesProvider: TimelineProvider {
        func placeholder(in context: Context) -> NotesEntry { NotesEntry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> Void) { completion(NotesEntry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> Void) {
            completion(Timeline(entries: [NotesEntry(date: .now)], policy: .never))
        }
    }
    static let notesDescription = IntentDescription("Your latest note")

    @Test("A widget's gallery name and description from an intent's LocalizedStringResources")
    func galleryNameFromResources() throws {
        let configuration = StaticConfiguration(kind: "notes", provider: NotesProvider()) { _ in Text("Note") }
            .configurationDisplayName(SearchNotesIntent.title)
            .description(Self.notesDescription.descriptionText)
        let options = try #require(configuration.descriptor).options
        #expect(options.displayName == "Search Notes")
        #expect(options.description == "Your latest note")
    }

    @Test("@AppIntent(schema:) adds nothing, the schema is its name; modes are kept; the Lock Screen family is medium")
    func schemaModesAndFamily() {
        #expect(AssistantSchemas.Intent.system.search.name == "system.search")
        #expect(AssistantSchemas.Intent.assistant.activate != AssistantSchemas.Intent.system.search)
        SearchNotesIntent.supportedModes = .background
        #expect(SearchNotesIntent.supportedModes.contains(.background) && !SearchNotesIntent.supportedModes.contains(.foreground))
        #expect(EnvironmentValues().activityFamily == .medium)
        _ = OpenNotesControl().body
        _ = FamilyAwareView().body
    }
}
