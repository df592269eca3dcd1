import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetKit

/// What a design-system package a widget links does at an app's launch, and a widget opted in to push reloads (iOS 26),
/// written as apps write them.
enum LaunchStyling {
    static func configure() {
        UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 32, weight: .bold)]
        UISegmentedControl.appearance().selectedSegmentTintColor = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        UIView.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .orange
        UIBarButtonItem.appearance().tintColor = .red
    }
}

struct DeploymentsPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        _ = pushInfo.token.map { String(format: "%02x", $0) }.joined()
    }
}

struct DeploymentsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "deployments", provider: DeploymentsProvider()) { entry in Text(entry.date, style: .time) }
            .configurationDisplayName("Deployments")
            .pushHandler(DeploymentsPushHandler.self)
    }
}

struct DeploymentsProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
    struct SimpleEntry: TimelineEntry { let date: Date }
}

@Suite struct AppLaunchStylingTests {
    @Test("Appearance proxies keep what the launch code sets, one per class and containment")
    func appearanceProxies() {
        LaunchStyling.configure()
        #expect(UINavigationBar.appearance().largeTitleTextAttributes?[.font] is UIFont)
        #expect(UISegmentedControl.appearance().selectedSegmentTintColor != nil)
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
        // The contained proxy is not the plain one.
        #expect(UIView.appearance(whenContainedInInstancesOf: [UINavigationBar.self]) !== UIView.appearance())
        #expect(UIBarButtonItem.appearance().tintColor == .red)
    }

    @Test("A widget with a push handler is described as without one; no push token is ever issued here")
    func pushHandler() async {
        #expect(DeploymentsWidget().body.descriptor?.kind == "deployments")
        #expect(await WidgetCenter.shared.currentPushInfo == nil)
    }
}
