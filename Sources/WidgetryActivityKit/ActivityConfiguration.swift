import Foundation
import WidgetryKit
import WidgetryUI

/// The configuration of a Live Activity widget, as WidgetKit's `ActivityConfiguration` (iOS 16.1+):
/// its Lock Screen view and its Dynamic Island.
///
/// Its ``descriptor`` is `nil`: a Live Activity is in no widget family and has no timeline, so the widget
/// matrix skips it. Its presentations are checked instead through a `#Preview(as:using:) { … }
/// contentStates: { … }` or a ``RegisteredLiveActivity``, which give it attributes and content states
/// (``views(for:)`` draws one state in every presentation).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    private let content: (ActivityViewContext<Attributes>) -> AnyView
    private let island: (ActivityViewContext<Attributes>) -> DynamicIsland
    /// The extra families (Apple Watch's Smart Stack, CarPlay) the activity is offered in.
    public private(set) var supplementalFamilies: [ActivityFamily] = []

    /// A Live Activity of `attributesType`, shown by `content` on the Lock Screen and by `dynamicIsland`.
    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        self.content = { AnyView(content($0)) }
        island = dynamicIsland
    }

    /// A Live Activity of `attributesType`, as iOS 16.0's first spelling of the initializer.
    public init<Content: View>(attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        self.init(for: attributesType, content: content, dynamicIsland: dynamicIsland)
    }

    /// `nil`: a Live Activity is not a widget of any family (see the type's discussion).
    public var descriptor: WidgetDescriptor? { nil }

    /// The Lock Screen view for a context.
    public func lockScreenView(for context: ActivityViewContext<Attributes>) -> AnyView { content(context) }

    /// The Dynamic Island for a context.
    public func dynamicIsland(for context: ActivityViewContext<Attributes>) -> DynamicIsland { island(context) }

    /// Offers the activity in more families (iOS 18+).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self {
        var copy = self
        copy.supplementalFamilies = families
        return copy
    }
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }

extension EnvironmentValues {
    /// The family a Live Activity is drawn for, as WidgetKit's `EnvironmentValues.activityFamily` (iOS 18):
    /// `.medium` on the Lock Screen, which is where Widgetry draws Live Activities.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
}

/// Where else a Live Activity shows, as WidgetKit's `ActivityFamily`.
public enum ActivityFamily: Sendable, Hashable, CaseIterable {
    /// The small presentation (Apple Watch Smart Stack, CarPlay).
    case small
    /// The medium presentation (the Lock Screen).
    case medium
}
