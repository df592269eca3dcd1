import Foundation
import WidgetryKit

extension AppIntentTimelineProvider {
    /// The timeline for `configuration`, waited for at most `seconds` from synchronous code (a preview's
    /// entries, a probe); `nil` when the provider took longer. Not WidgetKit API: Widgetry's previews use it.
    public func __timelineWaiting(for configuration: Intent, in context: Context, upTo seconds: TimeInterval) -> Timeline<Entry>? {
        let call = UncheckedSendable((self, configuration))
        return ProviderCall.wait(upTo: seconds) { await call.value.0.timeline(for: call.value.1, in: context) }
    }
}
