import Foundation
import WidgetryKit
import WidgetryReference
import WidgetryUI

extension RegisteredLiveActivity {
    /// A Live Activity of `widget` (whose body is an `ActivityConfiguration` of `A`) showing `attributes`
    /// in each of `states`, checked in `presentations` (all by default): the registration for a package
    /// of one's own, beside its `RegisteredWidget`s.
    ///
    /// The attributes and states are kept as JSON (they are `Codable`, as ActivityKit requires for push
    /// updates), so the registration is `Sendable` and each worker decodes its own copy.
    public init<W: Widget, A: ActivityAttributes>(_ widget: W.Type, attributes: A, states: [A.ContentState],
                                                  presentations: [LiveActivityPresentation] = LiveActivityPresentation.allCases,
                                                  name: String? = nil) {
        let encoded = Result { (try JSONEncoder().encode(attributes), try states.map { try JSONEncoder().encode($0) }) }
        self.init(name: name, typeName: String(describing: W.self), presentations: presentations) {
            do {
                let (attributesData, statesData) = try encoded.get()
                let attributes = try JSONDecoder().decode(A.self, from: attributesData)
                let states = try statesData.map { try JSONDecoder().decode(A.ContentState.self, from: $0) }
                return Self.states(of: W.self, attributes: attributes, states: states)
            } catch {
                return LiveActivityStates(kind: String(describing: W.self), states: [],
                                          problem: "its attributes or content states could not be encoded as JSON: \(error)")
            }
        }
    }

    /// `#Preview(_:as:using:widget:contentStates:)`: what the macro's expansion builds.
    public static func __preview<W: Widget, A: ActivityAttributes>(
        name: String?, viewKind: ActivityPreviewViewKind, fileID: String, line: Int, attributes: @escaping @Sendable () -> A,
        widget: @escaping @Sendable () -> W, contentStates: @escaping @Sendable () -> [A.ContentState]
    ) -> RegisteredLiveActivity {
        RegisteredLiveActivity(name: name, typeName: String(describing: W.self), presentations: viewKind.presentations,
                               fileID: fileID, line: line) {
            states(of: W.self, widget: widget(), attributes: attributes(), states: contentStates())
        }
    }

    /// Each state's views, or why there are none: the widget's body must be an `ActivityConfiguration` of
    /// the attributes given, as ActivityKit matches them.
    static func states<W: Widget, A: ActivityAttributes>(of widgetType: W.Type, widget: W = W(), attributes: A,
                                                         states: [A.ContentState]) -> LiveActivityStates {
        let kind = String(describing: W.self)
        guard let configuration = widget.body as? ActivityConfiguration<A> else {
            return LiveActivityStates(kind: kind, states: [], problem:
                "its body is \(type(of: widget.body)), not an ActivityConfiguration(for: \(A.self).self)")
        }
        guard !states.isEmpty else {
            return LiveActivityStates(kind: kind, states: [], problem: "it lists no content states")
        }
        return LiveActivityStates(kind: kind, states: states.enumerated().map { index, state in
            configuration.views(for: ActivityViewContext(attributes: attributes, state: state, activityID: "\(kind)-\(index)"))
        })
    }
}
