import Foundation
import WidgetryReference

/// A widget configuration that can show itself with content made from its types: ActivityKit's
/// `ActivityConfiguration`, whose attributes and content state are `Codable` (see ``SampleContent``). A Live
/// Activity has no timeline, so without a preview this is the only content it can be checked with.
package protocol LiveActivitySampling {
    /// The views of one content state made up by `sample`, or why none could be made.
    func sampledStates(kind: String, sample: SampleContent) -> LiveActivityStates
}

extension RegisteredWidget {
    /// Whether the widget is a Live Activity (its body an `ActivityConfiguration`), which has no timeline and is drawn
    /// from content states. Creates the widget, so call it on the thread that renders.
    package var isLiveActivity: Bool { type.init().body is any LiveActivitySampling }
}

extension RegisteredLiveActivity {
    /// The Live Activity `widget` shows with sample content (``SampleContent``) in every presentation: how a bundle's
    /// Live Activities that no preview names are checked. The widget is made anew on the calling thread each time.
    package static func sampled(_ widget: RegisteredWidget, sample: SampleContent = SampleContent()) -> RegisteredLiveActivity {
        let type = widget.type, kind = widget.typeName
        var activity = RegisteredLiveActivity(name: "\(kind) (sample content)", typeName: kind, presentations: LiveActivityPresentation.allCases) {
            guard let configuration = type.init().body as? any LiveActivitySampling else {
                return LiveActivityStates(kind: kind, states: [], problem: "its body is not an ActivityConfiguration, so it has no Live Activity to show")
            }
            return configuration.sampledStates(kind: kind, sample: sample)
        }
        activity.isSampled = true
        activity.date = sample.now
        return activity
    }
}
