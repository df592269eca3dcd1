import Foundation
import WidgetryUI

/// The verb on a confirmation prompt's button, as App Intents' `ConfirmationActionName`
/// (https://developer.apple.com/documentation/appintents/confirmationactionname).
public struct ConfirmationActionName: Sendable, Hashable {
    /// The verb, as the button would read in English.
    public let verb: String
    init(_ verb: String) { self.verb = verb }

    public static var add: ConfirmationActionName { Self("Add") }
    public static var addData: ConfirmationActionName { Self("Add") }
    public static var book: ConfirmationActionName { Self("Book") }
    public static var buy: ConfirmationActionName { Self("Buy") }
    public static var call: ConfirmationActionName { Self("Call") }
    public static var checkIn: ConfirmationActionName { Self("Check In") }
    public static var `continue`: ConfirmationActionName { Self("Continue") }
    public static var create: ConfirmationActionName { Self("Create") }
    public static var `do`: ConfirmationActionName { Self("Do") }
    public static var download: ConfirmationActionName { Self("Download") }
    public static var filter: ConfirmationActionName { Self("Filter") }
    public static var get: ConfirmationActionName { Self("Get") }
    public static var go: ConfirmationActionName { Self("Go") }
    public static var log: ConfirmationActionName { Self("Log") }
    public static var open: ConfirmationActionName { Self("Open") }
    public static var order: ConfirmationActionName { Self("Order") }
    public static var pay: ConfirmationActionName { Self("Pay") }
    public static var play: ConfirmationActionName { Self("Play") }
    public static var post: ConfirmationActionName { Self("Post") }
    public static var request: ConfirmationActionName { Self("Request") }
    public static var run: ConfirmationActionName { Self("Run") }
    public static var save: ConfirmationActionName { Self("Save") }
    public static var search: ConfirmationActionName { Self("Search") }
    public static var send: ConfirmationActionName { Self("Send") }
    public static var set: ConfirmationActionName { Self("Set") }
    public static var share: ConfirmationActionName { Self("Share") }
    public static var start: ConfirmationActionName { Self("Start") }
    public static var toggle: ConfirmationActionName { Self("Toggle") }
    public static var turnOff: ConfirmationActionName { Self("Turn Off") }
    public static var turnOn: ConfirmationActionName { Self("Turn On") }
    public static var view: ConfirmationActionName { Self("View") }
}

/// When a confirmation is asked for, as App Intents' `ConfirmationConditions` (iOS 18).
public struct ConfirmationConditions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// Asking the person to confirm before `perform()` goes on, as `AppIntent.requestConfirmation`. Widgetry never
/// runs `perform()` (a render shows the widget, not a tap's outcome); where code calls these anyway (a
/// test, a helper shared with the app), the person confirms: each returns normally, as after a tap on the
/// prompt's button, and the intent takes its normal path.
extension AppIntent {
    /// Asks the person to confirm (iOS 16): confirmed.
    public func requestConfirmation() async throws {}

    /// Shows `result` and asks the person to confirm (iOS 16): confirmed.
    public func requestConfirmation<Result: IntentResult>(result: Result, confirmationActionName: ConfirmationActionName = .continue,
                                                          showPrompt: Bool = true) async throws {}

    /// Shows `dialog` and asks the person to confirm (iOS 18): confirmed.
    public func requestConfirmation(conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
                                    dialog: IntentDialog) async throws {}

    /// Shows `dialog` and a snippet view, and asks the person to confirm (iOS 18): confirmed.
    public func requestConfirmation<Content: View>(conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
                                                   dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true,
                                                   @ViewBuilder content: () -> Content) async throws {}
}
