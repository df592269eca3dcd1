import AppIntents
import EventKit
import Foundation
import SwiftUI
import Testing
@testable import WidgetryUI

// APIs a held-out sample of public widget extensions (docs/compatibility.md, "Held-out sample") used from the widget
// target's own files, each as such code uses it (our own code).

/// A countdown intent whose summary lists its parameters only, and shows the countdown picker only when a toggle is on.
struct CountdownIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Countdown"
    @Parameter(title: "Show progress", default: true) var showProgress: Bool
    @Parameter(title: "Pick a countdown", default: false) var picksCountdown: Bool
    @Parameter(title: "Countdown", default: "Holiday") var countdown: String

    static var parameterSummary: some ParameterSummary {
        When(\CountdownIntent.$picksCountdown, .equalTo, true) {
            Summary {
                \.$showProgress
                \.$countdown
            }
        } otherwise: {
            Summary {
                \.$showProgress
            }
        }
    }
}

/// A Live Activity's countdown, dimmed on the Always-On display.
struct DimmingCountdown: View {
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    var body: some View {
        Text("12:00").opacity(isLuminanceReduced ? 0.5 : 1)
    }
}

@Suite struct HeldOutSurveyAPITests {
    @Test("Summary with parameters only compiles in a When/otherwise summary")
    func parameterOnlySummary() {
        let summary = IntentParameterSummary<CountdownIntent> { \.$showProgress; \.$countdown }
        #expect(summary.table.count == 2 && summary.summary.parameters.isEmpty)
        _ = CountdownIntent.parameterSummary
    }

    @Test("isLuminanceReduced is false on the awake screen and follows the environment")
    func luminance() {
        #expect(EnvironmentValues().isLuminanceReduced == false)
        var dimmed = EnvironmentValues()
        dimmed.isLuminanceReduced = true
        #expect(dimmed.isLuminanceReduced)
        _ = DimmingCountdown().environment(\.isLuminanceReduced, true)
    }

    @Test("A style's quaternary level is its paint at the quaternary label alpha (0.18 light, 0.16 dark)")
    func styleLevels() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let red = Color(red: 1, green: 0, blue: 0)
        guard case .color(let quaternary) = red.quaternary.resolvedPaint(in: environment),
              case .color(let secondary) = red.secondary.resolvedPaint(in: environment) else {
            Issue.record("a colour's levels are colours")
            return
        }
        // UIKit's label colour alphas: quaternaryLabel 0.18, secondaryLabel 0.6 (light; see SystemColor).
        #expect(abs(quaternary.alpha - 0.18) < 0.001 && abs(secondary.alpha - 0.6) < 0.001)
        _ = Rectangle().fill(.foreground.quaternary)
    }

    @Test("An event's occurrence and series: fixture events do not repeat; the store's change notification is named")
    func eventOccurrence() {
        let event = EKEvent(eventStore: EKEventStore())
        event.startDate = Date(timeIntervalSince1970: 0)
        #expect(event.occurrenceDate == event.startDate && !event.isDetached && event.recurrenceRules == nil && !event.hasRecurrenceRules)
        #expect(event.calendarItemExternalIdentifier == event.eventIdentifier)
        event.recurrenceRules = [EKRecurrenceRule(recurrenceWith: .weekly, interval: 1, end: nil)]
        #expect(event.hasRecurrenceRules)
        #expect(NSNotification.Name.EKEventStoreChanged.rawValue == "EKEventStoreChangedNotification")
    }
}
