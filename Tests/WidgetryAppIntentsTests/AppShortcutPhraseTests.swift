import Foundation
import Testing
import WidgetryAppIntents

/// A study timer's intent, offered to Siri with phrases that name its course parameter, as apps write them.
struct StartStudySessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Start study session"
    @Parameter(title: "Course") var course: String?
    func perform() async throws -> some IntentResult { .result() }
}

struct StudyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartStudySessionIntent(),
                    phrases: ["Study \(\.$course) with \(.applicationName)", "Start \(.applicationName)"],
                    shortTitle: "Study", systemImageName: "book")
    }
}

@Suite struct AppShortcutPhraseTests {
    @Test("A phrase may name one of the intent's parameters beside the app's name")
    func parameterInPhrase() {
        let phrase: AppShortcutPhrase<StartStudySessionIntent> = "Study \(\.$course) with \(.applicationName)"
        #expect(phrase.text == "Study ${parameter} with ${applicationName}")
        #expect(StudyShortcuts.appShortcuts.count == 1)
    }
}

/// A study app's Focus filter, in a file the widget's target also lists.
struct StudyFocusFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Study"
    @Parameter(title: "Course") var courseName: String?
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Study") }
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct FocusFilterIntentTests {
    @Test("A Focus filter intent compiles and reads its display representation")
    func focusFilter() {
        let filter: any SetFocusFilterIntent = StudyFocusFilter()
        #expect(filter.displayRepresentation == DisplayRepresentation(title: "Study"))
    }
}
