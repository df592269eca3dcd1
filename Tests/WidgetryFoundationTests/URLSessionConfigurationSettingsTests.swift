import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetryFoundation

/// A widget's network session configured as on iOS: the settings Linux's Foundation lacks are kept per configuration.
@Suite struct URLSessionConfigurationSettingsTests {
    @Test("iOS 13's network settings and the settable waitsForConnectivity keep what code sets, per configuration")
    func settingsKept() {
        let widget = URLSessionConfiguration.default
        widget.allowsExpensiveNetworkAccess = false
        widget.allowsConstrainedNetworkAccess = false
        widget.widgetryWaitsForConnectivity = true
        #expect(!widget.allowsExpensiveNetworkAccess && !widget.allowsConstrainedNetworkAccess && widget.widgetryWaitsForConnectivity)
        // Another configuration has iOS's defaults: expensive and constrained networks allowed, no waiting.
        let other = URLSessionConfiguration.ephemeral
        #expect(other.allowsExpensiveNetworkAccess && other.allowsConstrainedNetworkAccess && !other.widgetryWaitsForConnectivity)
    }
}
