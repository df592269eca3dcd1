import Foundation
import WidgetryKit

extension ActivityConfiguration: LiveActivitySampling {
    /// One content state made up from the attributes' and state's `Codable` form, drawn in every presentation.
    package func sampledStates(kind: String, sample: SampleContent) -> LiveActivityStates {
        let attributes: Attributes, state: Attributes.ContentState
        do {
            attributes = try sample.make(Attributes.self)
            state = try sample.make(Attributes.ContentState.self)
        } catch {
            return LiveActivityStates(kind: kind, states: [], problem: "no preview gives it content, and its attributes or content state "
                + "could not be made from their Codable form (\(error)); add #Preview(\"…\", as: .content, using: attributes) { \(kind)() } "
                + "contentStates: { … } to check it with content of your own")
        }
        return LiveActivityStates(kind: kind, states: [views(for: ActivityViewContext(attributes: attributes, state: state, activityID: "\(kind)-sample"))])
    }
}
