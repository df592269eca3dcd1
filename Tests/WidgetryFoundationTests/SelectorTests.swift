import Foundation
import Testing
import WidgetryFoundation

/// Shared settings code that reloads widgets through a selector when the class is there (an app target without WidgetKit
/// linked): the check must come out "no method", so the code takes its fallback instead of calling through a name.
@Suite struct SelectorTests {
    final class Center: NSObject {
        var reloads = 0
        func reloadAllTimelines() { reloads += 1 }
    }

    @Test("An object answers no selector, so the guarded dynamic call is skipped and the fallback runs")
    func respondsToNothing() {
        let center = Center()
        let selector = NSSelectorFromString("reloadAllTimelines")
        var fellBack = false
        if center.responds(to: selector) {
            center.perform(selector)
        } else {
            fellBack = true
        }
        #expect(fellBack && center.reloads == 0)
        #expect(center.perform(selector, with: nil) == nil)
        #expect(NSStringFromSelector(selector) == "reloadAllTimelines")
    }
}
