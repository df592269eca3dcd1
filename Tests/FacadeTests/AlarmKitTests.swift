import ActivityKit
import AlarmKit
import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// A timer app's alarm Live Activity, written as apps write it for iOS 26: attributes with the app's
/// metadata, views switching over the presentation state's mode, buttons running Live Activity intents.
@Suite struct AlarmKitTests {
    struct TeaMetadata: AlarmMetadata {
        var blend: String
    }

    struct PauseTeaIntent: LiveActivityIntent {
        static var title: LocalizedStringResource = "Pause"
        @Parameter(title: "Alarm") var alarmID: String
        init() { alarmID = "" }
        init(alarmID: String) { self.alarmID = alarmID }
        func perform() async throws -> some IntentResult {
            try AlarmManager.shared.pause(id: UUID(uuidString: alarmID)!)
            return .result()
        }
    }

    struct TeaCountdownView: View {
        var attributes: AlarmAttributes<TeaMetadata>
        var state: AlarmPresentationState
        var body: some View {
            VStack(alignment: .leading) {
                Text(attributes.metadata?.blend ?? "Tea")
                switch state.mode {
                case .countdown(let countdown):
                    Text(timerInterval: Date.now ... countdown.fireDate, countsDown: true)
                case .paused(let paused):
                    Text(Duration.seconds(paused.totalCountdownDuration - paused.previouslyElapsedDuration), format: .time(pattern: .minuteSecond))
                case .alert:
                    Text(attributes.presentation.alert.title)
                }
                if let pause = attributes.presentation.countdown?.pauseButton {
                    Button(intent: PauseTeaIntent(alarmID: state.alarmID.uuidString)) {
                        Label(pause.text, systemImage: pause.systemImageName)
                    }
                    .tint(attributes.tintColor)
                }
            }
        }
    }

    struct TeaLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: AlarmAttributes<TeaMetadata>.self) { context in
                TeaCountdownView(attributes: context.attributes, state: context.state)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.bottom) { TeaCountdownView(attributes: context.attributes, state: context.state) }
                } compactLeading: {
                    Image(systemName: "cup.and.saucer")
                } compactTrailing: {
                    Text("3m")
                } minimal: {
                    Image(systemName: "timer")
                }
                .keylineTint(context.attributes.tintColor)
            }
        }
    }

    static let attributes = AlarmAttributes<TeaMetadata>(
        presentation: AlarmPresentation(
            alert: .init(title: "Tea is ready", stopButton: AlarmButton(text: "Done", textColor: .white, systemImageName: "checkmark"),
                         secondaryButton: AlarmButton(text: "Again", textColor: .white, systemImageName: "repeat"),
                         secondaryButtonBehavior: .countdown),
            countdown: .init(title: "Steeping", pauseButton: AlarmButton(text: "Pause", textColor: .orange, systemImageName: "pause.fill")),
            paused: .init(title: "Paused", resumeButton: AlarmButton(text: "Resume", textColor: .orange, systemImageName: "play.fill"))),
        metadata: TeaMetadata(blend: "Sencha"), tintColor: .green)

    @Test("attributes and states round-trip through Codable, as ActivityKit carries them; the tint keeps its colour")
    func codable() throws {
        let data = try JSONEncoder().encode(Self.attributes)
        let decoded = try JSONDecoder().decode(AlarmAttributes<TeaMetadata>.self, from: data)
        // A system colour crosses as its light-appearance value, so compare what each resolves to.
        let environment = EnvironmentValues()
        #expect(decoded.presentation.alert.title == "Tea is ready")
        #expect(decoded.presentation.alert.secondaryButtonBehavior == .countdown)
        let pause = try #require(decoded.presentation.countdown?.pauseButton)
        #expect(pause.systemImageName == "pause.fill")
        #expect(pause.textColor.resolve(in: environment) == Color.orange.resolve(in: environment))
        #expect(decoded.metadata == TeaMetadata(blend: "Sencha"))
        #expect(decoded.tintColor.resolve(in: EnvironmentValues()) == Color.green.resolve(in: EnvironmentValues()))
        let state = AlarmPresentationState(alarmID: UUID(), mode: .paused(.init(totalCountdownDuration: 180, previouslyElapsedDuration: 60)))
        #expect(try JSONDecoder().decode(AlarmPresentationState.self, from: JSONEncoder().encode(state)) == state)
        _ = TeaLiveActivity().body
    }

    @Test("the manager has no alarms and is not authorised; acting on an alarm throws")
    func manager() async throws {
        #expect(AlarmManager.shared.authorizationState == .notDetermined)
        #expect(try await AlarmManager.shared.requestAuthorization() == .denied)
        #expect(try AlarmManager.shared.alarms.isEmpty)
        #expect(throws: AlarmManager.AlarmError.unavailable) { try AlarmManager.shared.stop(id: UUID()) }
        await #expect(throws: AlarmManager.AlarmError.unavailable) {
            _ = try await AlarmManager.shared.schedule(id: UUID(), configuration: .timer(duration: 180, attributes: Self.attributes))
        }
        await #expect(throws: AlarmManager.AlarmError.unavailable) {
            _ = try await PauseTeaIntent(alarmID: UUID().uuidString).perform()
        }
    }
}
