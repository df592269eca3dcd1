import Foundation
import StoreKit
import SwiftUI
import Testing
import UIKit
import WidgetryFoundation

// What an analytics package that a widget's shared code links reads of the system, written as such packages write it:
// a purchase's price, offer and storefront, the app's text size and layout direction, a target–action timer for its
// session heartbeat; and the keyboard, focus and hover modifiers of an emoji-picker package's grid.

/// Purchase parameters as an analytics package reports them.
enum PurchaseReport {
    static func parameters(of transaction: StoreKit.Transaction) -> [String: String] {
        var parameters = ["productID": transaction.productID,
                          "kind": transaction.subscriptionGroupID != nil ? "subscription" : "one-time",
                          "country": transaction.storefront.countryCode]
        if let currency = transaction.currency?.identifier { parameters["currency"] = currency }
        if transaction.offer?.type == .introductory && transaction.offer?.paymentMode == .freeTrial { parameters["trial"] = "yes" }
        if transaction.offerType == .introductory, transaction.offerPaymentModeStringRepresentation == "FREE_TRIAL" { parameters["trial"] = "yes" }
        return parameters
    }

    static func price(of transaction: StoreKit.Transaction) -> Double {
        NSDecimalNumber(decimal: transaction.price ?? Decimal()).doubleValue
    }
}

/// A session heartbeat, as an analytics package schedules it with a target and a selector — in the front door's copy,
/// where `#selector(beat)` is written `Selector("beat")` and `@objc` is removed (ObjectiveCAttributeRewriter).
final class SessionHeartbeat: NSObject {
    private(set) var timer: Timer?
    func start() {
        timer = Timer.scheduledTimer(timeInterval: 60, target: self, selector: Selector("beat"), userInfo: nil, repeats: true)
    }
    func beat() {}
}

/// An emoji grid that moves its selection with the arrow keys on an iPad keyboard.
struct EmojiGridSketch: View {
    @State private var selected = 0
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 32))]) {
            ForEach(["😀", "🎉", "🌱"], id: \.self) { emoji in
                Text(emoji)
                    .background(emoji == "😀" ? AnyShapeStyle(.selection) : AnyShapeStyle(.clear))
                    .onHover { _ in }
            }
        }
        .focusable(true)
        .focusEffectDisabled(true)
        .onKeyPress { press in
            switch press.key {
            case .rightArrow: selected += 1; return .handled
            case .return where press.modifiers == .option: return .handled
            default: return .ignored
            }
        }
        .popover(isPresented: .constant(false)) { Text("Skin tones").presentationCompactAdaptation(.none) }
    }
}

@Suite struct AnalyticsPackageAPITests {
    @Test("No transaction, entitlement or storefront reaches Linux, so purchase code takes its not-purchased path")
    func noPurchases() async {
        var count = 0
        for await _ in StoreKit.Transaction.updates { count += 1 }
        for await _ in StoreKit.Transaction.unfinished { count += 1 }
        #expect(count == 0)
        #expect(await Storefront.current == nil)
        #expect(StoreKit.Transaction.Offer.PaymentMode.freeTrial.rawValue == "FREE_TRIAL")
    }

    @Test("The app's text size and layout direction are the cell's, as they are the device's settings on iOS")
    func applicationTraits() {
        // Outside any render the traits are UITraitCollection.current's: unspecified text size, left to right.
        #expect(UIApplication.shared.preferredContentSizeCategory == UITraitCollection.current.preferredContentSizeCategory)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == UITraitCollection.current.userInterfaceStyle)
        // The keyboard notifications' names, as UIKit's headers (UIWindow.h) give them, so observers match them.
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }

    @Test("A target–action timer is scheduled and sends nothing, and a note says so")
    func targetActionTimer() {
        let heartbeat = SessionHeartbeat()
        let (_, skipped) = SkippedEffects.collecting { heartbeat.start() }
        #expect(heartbeat.timer?.isValid == true)
        #expect(heartbeat.timer?.timeInterval == 60)
        #expect(skipped.contains { $0.contains("target:selector:") })
        heartbeat.timer?.invalidate()
    }

    @Test("A key press carries its key, typed characters, modifiers and phase")
    func keyPress() {
        let press = KeyPress(key: .return, modifiers: .option)
        // KeyEquivalent.return is the carriage return, as UIKit's key commands name it.
        #expect(press.characters == "\r")
        #expect(press.phase == .down && press.modifiers == .option)
        #expect(EmojiGridSketch().body is any View)
    }
}
