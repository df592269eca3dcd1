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
