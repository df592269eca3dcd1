import Foundation
import Intents
import WidgetryOSLog
import Testing

// An intent and its response as Xcode generates them from an intent definition (our own definition's shape).
final class CheckBalanceIntent: INIntent {}
final class CheckBalanceIntentResponse: INIntentResponse {
    var balance: INCurrencyAmount?
}

// The form the front door's generator writes for parameters named as their enums (a ring widget's `Period`): the
// initial values are implicit members, which compile although the property's name shadows the type's in the class.
public enum RingPeriod: Int, CaseIterable, Sendable { case unknown = 0, day = 1, week = 2 }
final class RingIntent: INIntent {
    public var RingPeriod: RingPeriod = .day
    public var Other: RingPeriod = .init(rawValue: 0) ?? .allCases[0]
}

/// SiriKit donations and shortcuts as apps that share code with their widgets write them (our own code).
@Suite(.serialized) struct SiriDonationTests {
    @Test("A generated intent whose parameters are named as their enum starts at the definition's defaults")
    func parameterNamedAsItsEnum() {
        let intent = RingIntent()
        #expect(intent.RingPeriod == .day && intent.Other == .unknown)
    }

    @Test("An interaction is donated with its response, logged with os_log, and deleted by identifier")
    func donation() async throws {
        INInteraction.deleteAll()
        let response = CheckBalanceIntentResponse()
        response.balance = INCurrencyAmount(amount: NSDecimalNumber(string: "12.50"), currencyCode: "USD")
        let interaction = INInteraction(intent: CheckBalanceIntent(), response: response)
        interaction.identifier = "balance-1"
        var reported: Error?? = .none
        interaction.donate { error in
            reported = .some(error)
            // On iOS every NSObject is a C argument for `%@`; apps log errors this way.
            if let error { os_log("Cannot donate: %@", error as NSError) } else { os_log("Donated %@", NSNumber(value: 1)) }
        }
        #expect(reported != nil && reported! == nil)
        #expect(INInteraction.donatedInteractions.count == 1)
        let donated = try #require(INInteraction.donatedInteractions.first?.intentResponse as? CheckBalanceIntentResponse)
        #expect(donated.balance == INCurrencyAmount(amount: NSDecimalNumber(string: "12.5"), currencyCode: "USD"))
        INInteraction.delete(with: ["other"])
        #expect(INInteraction.donatedInteractions.count == 1)
        INInteraction.delete(with: ["balance-1"])
        #expect(INInteraction.donatedInteractions.isEmpty)
    }

    @Test("A shortcut wraps an intent; the user's voice shortcuts are none, as on a device where nobody added one")
    func shortcuts() async throws {
        let intent = CheckBalanceIntent()
        intent.suggestedInvocationPhrase = "Check my balance"
        let shortcut = try #require(INShortcut(intent: intent))
        #expect(shortcut.intent === intent && shortcut.userActivity == nil)
        INVoiceShortcutCenter.shared.setShortcutSuggestions([shortcut])
        #expect(INVoiceShortcutCenter.shared.shortcutSuggestions.count == 1)
        var saved: [INVoiceShortcut]?
        INVoiceShortcutCenter.shared.getAllVoiceShortcuts { shortcuts, _ in saved = shortcuts }
        #expect(saved?.isEmpty == true)
        let relevant = INRelevantShortcut(shortcut: shortcut)
        relevant.relevanceProviders = [INDailyRoutineRelevanceProvider(situation: .morning)]
        relevant.watchTemplate = INDefaultCardTemplate(title: "Balance")
        try await INRelevantShortcutStore.default.setRelevantShortcuts([relevant])
        #expect(INRelevantShortcutStore.default.relevantShortcuts.first?.watchTemplate?.title == "Balance")
    }
}
