import CoreHaptics
import Foundation
import LocalAuthentication
import MessageUI
import MobileCoreServices
import PhotosUI
import QuartzCore
import SafariServices
import StoreKit
import SwiftUI
import Testing
import UIKit
import UserNotifications
import WebKit

/// App screens' frameworks that a widget extension compiles along with shared files, used as apps use
/// them: nothing is shown, and each answers as a device without the capability.
@Suite struct AppScreenFrameworksTests {
    final class HelpPage: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
        var finished = false
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished = true }
        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
    }

    @Test("a web view keeps the page it was asked for, loads nothing and runs no script")
    func webView() async {
        let page = HelpPage()
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(page, name: "help")
        let view = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), configuration: configuration)
        view.navigationDelegate = page
        view.load(URLRequest(url: URL(string: "https://example.com/help")!))
        #expect(view.url?.absoluteString == "https://example.com/help")
        #expect(!view.isLoading && view.title == nil && !page.finished)
        #expect(view.frame.width == 320)
        await #expect(throws: WKError.self) { _ = try await view.evaluateJavaScript("document.title") }
    }

    @Test("a settings form's text field keeps its border, delegate and Done toolbar; a transparent web view keeps its scroll settings")
    func formFieldAndWebView() {
        // A price field as an app's settings screen builds it: rounded border, a Done button above the keyboard.
        final class PriceField: NSObject, UITextFieldDelegate {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            override init() {
                super.init()
                field.borderStyle = .roundedRect
                field.keyboardType = .decimalPad
                field.delegate = self
                let toolbar = UIToolbar()
                toolbar.sizeToFit()
                toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                                 UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)]
                field.inputAccessoryView = toolbar
            }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder() }
        }
        let price = PriceField()
        #expect(price.field.borderStyle == .roundedRect && price.field.delegate === price)
        let toolbar = price.field.inputAccessoryView as? UIToolbar
        #expect(toolbar?.items?.count == 2)
        // sizeToFit gives a toolbar UIKit's 44-point height.
        #expect(toolbar?.frame.height == 44)
        // The delegate's defaults answer as UIKit's optional methods do when not implemented.
        #expect(price.field.delegate?.textFieldShouldBeginEditing(price.field) == true && !price.field.isEditing)
        #expect(UITextField.textDidEndEditingNotification.rawValue == "UITextFieldTextDidEndEditingNotification")

        let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        web.isOpaque = false
        web.scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(!web.isOpaque && web.scrollView.contentOffset.y == 10)
        // A media view that must not scroll inside its card, as apps configure the web view's scroll view.
        web.scrollView.isScrollEnabled = false
        web.scrollView.bounces = false
        #expect(!web.scrollView.isScrollEnabled && !web.scrollView.bounces && web.scrollView.showsVerticalScrollIndicator)
    }

    @Test("Safari and mail controllers keep what they are given; mail and texts cannot be sent")
    func controllers() {
        let safari = SFSafariViewController(url: URL(string: "https://example.com")!)
        safari.dismissButtonStyle = .close
        #expect(safari.url.host == "example.com")
        #expect(!MFMailComposeViewController.canSendMail())
        #expect(!MFMessageComposeViewController.canSendText())
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["support@example.com"])
        mail.setSubject("Feedback")
        #expect(mail.toRecipients == ["support@example.com"] && mail.subject == "Feedback")
    }

    @Test("biometry is not available and a passcode is not set")
    func authentication() async {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(context.biometryType == .none)
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock notes")
            Issue.record("should not authenticate")
        } catch LAError.passcodeNotSet {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("type constants and functions answer from the system types' table")
    func typeIdentifiers() {
        #expect(kUTTypePNG as String == "public.png")
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
        #expect(UTTypeConformsTo(kUTTypeUTF8PlainText, kUTTypeText))
        #expect(!UTTypeConformsTo(kUTTypeMovie, kUTTypeImage))
        let identifier = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "png" as CFString, nil)?.takeRetainedValue()
        #expect(identifier as String? == "public.png")
        #expect(UTTypeCopyPreferredTagWithClass(kUTTypeJPEG, kUTTagClassMIMEType)?.takeRetainedValue() as String? == "image/jpeg")
    }

    @Test("haptics: the hardware reports no support; an engine made anyway plays silently")
    func haptics() throws {
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        let engine = CHHapticEngine()
        try engine.start()
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)],
                                relativeTime: 0.2, duration: 0.3)
        let pattern = try CHHapticPattern(events: [tap], parameters: [])
        #expect(abs(pattern.duration - 0.5) < 1e-9)
        try engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
    }

    @Test("the media clock runs forward; layers keep their sublayers")
    func quartzCore() {
        let start = CACurrentMediaTime()
        #expect(CACurrentMediaTime() >= start)
        let layer = CALayer(), gradient = CAGradientLayer()
        layer.addSublayer(gradient)
        #expect(layer.sublayers?.count == 1 && gradient.superlayer === layer)
        gradient.removeFromSuperlayer()
        #expect(layer.sublayers?.isEmpty == true)
    }

    @Test("a picked photo loads nothing (no library); the picker's configuration is kept")
    func photoPicker() async throws {
        let item = PhotosPickerItem(itemIdentifier: "ABC")
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .images
        configuration.selectionLimit = 3
        #expect(PHPickerViewController(configuration: configuration).configuration.selectionLimit == 3)
    }

    @Test("app code's scene phase, haptics and notification sounds: active, silent, kept")
    func sharedAppState() async {
        #expect(EnvironmentValues().scenePhase == .active)
        #expect(ScenePhase.background < .active)
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        #expect(impact.style == .heavy)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        let content = UNMutableNotificationContent()
        content.sound = UNNotificationSound(named: UNNotificationSoundName("alarm.caf"))
        #expect(content.sound?.name?.rawValue == "alarm.caf")
        #expect(await UNUserNotificationCenter.current().notificationSettings().soundSetting == .disabled)
    }

    @Test("A notification's image attachment is made from a file that exists, as on iOS, and kept on the content")
    func notificationAttachment() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-attachment-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let content = UNMutableNotificationContent()
        content.attachments = [try UNNotificationAttachment(identifier: "chart", url: file, options: nil)]
        #expect(content.attachments.map(\.identifier) == ["chart"] && content.attachments.first?.type == "png")
        #expect(throws: (any Error).self) { try UNNotificationAttachment(identifier: "none", url: URL(fileURLWithPath: "/nonexistent.png")) }
        // A snapshot helper wraps its work in a pool, as on iOS: the body runs and its value comes back.
        #expect(autoreleasepool { 21 * 2 } == 42)
    }

    @MainActor final class LinkModel {
        var message = ""
        func open(_ url: URL) async {
            await withCheckedContinuation { continuation in
                UIApplication.shared.open(url, options: [:]) { success in
                    // Main-actor state, updated in the handler as the iOS 18 SDK allows.
                    if !success { self.message = "Could not open \(url.absoluteString)" }
                    continuation.resume()
                }
            }
        }
    }

    @Test("opening a URL answers false on the main actor; perform(selector) compiles and does nothing")
    @MainActor func openURL() async {
        let model = LinkModel()
        await model.open(URL(string: "otherapp://item/1")!)
        #expect(model.message == "Could not open otherapp://item/1")
        #expect(UIApplication.shared.perform(Selector("suspend")) == nil)
    }

    final class ReminderDelegate: NSObject, UNUserNotificationCenterDelegate {
        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
            completionHandler([.banner, .sound])
        }
    }

    @Test("a notification delegate as apps write it; a product has no subscription details here")
    func delegateAndSubscriptions() async throws {
        let delegate = ReminderDelegate()
        UNUserNotificationCenter.current().delegate = delegate
        #expect(UNUserNotificationCenter.current().delegate === delegate)
        let options: UNNotificationPresentationOptions = [.banner, .sound]
        #expect(options.contains(.sound) && !options.contains(.badge))
        #expect(try await Product.products(for: ["premium.yearly"]).first?.subscription == nil)
        #expect(try await Product.SubscriptionInfo.status(for: "group").isEmpty)
    }
}
