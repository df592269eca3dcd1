import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetKit

/// An app's entry point as shared folders hold it beside the widget's models: an `App` with a window group, a scene
/// phase handler and a UIKit delegate. It compiles as on iOS; a widget check never builds its scenes.
private struct JournalApp: App {
    @UIApplicationDelegateAdaptor(JournalAppDelegate.self) var appDelegate
    @Environment(\.scenePhase) var scenePhase

    var body: some Scene {
        WindowGroup("Journal") {
            Text("Entries")
        }
        .onChange(of: scenePhase) { phase in
            if phase == .active { WidgetCenter.shared.reloadAllTimelines() }
        }
    }
}

private final class JournalAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }
}

@Suite struct AppDeclarationTests {
    @Test("An App declares its scenes as on iOS; its main returns at once, as there is no app to run in a check")
    @MainActor func appCompilesAndDoesNotRun() {
        JournalApp.main()
        let group = WindowGroup("Journal") { Text("Entries") }
        #expect(group.title == Text("Journal"))
        #expect(!UIApplication.shared.isRegisteredForRemoteNotifications)
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
    }
}
