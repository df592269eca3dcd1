import NotificationCenter
import Testing

/// A Today widget's view controller as iOS 10–14 extensions wrote it: a `UIViewController` adopting `NCWidgetProviding`
/// and implementing only the update (the display-mode method is optional in NotificationCenter).
private final class HeadlinesViewController: UIViewController, NCWidgetProviding {
    var updates = 0
    func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {
        updates += 1
        completionHandler(.newData)
    }
}

/// A controller that implements neither optional member.
private final class StaticViewController: UIViewController, NCWidgetProviding {}

@Suite struct NotificationCenterFacadeTests {
    @Test("`import NotificationCenter` alone brings the Today widget types, UIKit and Foundation, as on iOS")
    @MainActor func todayTypesThroughTheFacade() {
        let controller = HeadlinesViewController()
        var result: NCUpdateResult?
        controller.widgetPerformUpdate { result = $0 }
        #expect(result == .newData && controller.updates == 1)
        // The unimplemented optional member reports that nothing changed.
        StaticViewController().widgetPerformUpdate { result = $0 }
        #expect(result == .noData)
        // Apple's raw values (NCWidgetDisplayMode: compact 0, expanded 1).
        #expect(NCWidgetDisplayMode.expanded.rawValue == 1)

        let widgets = NCWidgetController.widgetController()
        widgets.setHasContent(false, forWidgetWithBundleIdentifier: "com.example.headlines.today")
        #expect(widgets.recordedHasContent(forWidgetWithBundleIdentifier: "com.example.headlines.today") == false)
        // Foundation's notification centre is still the type an app file means by `NotificationCenter.default`.
        let center: Foundation.NotificationCenter = NotificationCenter.default
        _ = center
        #expect(UIColor.systemBlue != UIColor.systemRed)
    }
}
