import WidgetryActivityKit
import WidgetryAppIntents
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// A widget preview with its entries, as WidgetKit's `#Preview(_:as:widget:timeline:)`:
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     StepsWidget()
/// } timeline: {
///     StepsEntry(date: .now, steps: 1_200)
///     StepsEntry(date: .now, steps: 12_400)
/// }
/// ```
///
/// Each entry becomes cells of `widgetry check` and `gallery` (every device, text size and appearance of
/// the family), named after the preview.
@freestanding(declaration)
public macro Preview<W: Widget, E: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily,
    widget: @escaping @Sendable () -> W, @PreviewTimelineBuilder<E> timeline: @escaping @Sendable () -> [E]
) = #externalMacro(module: "WidgetryMacrosPlugin", type: "WidgetPreviewMacro")

/// A widget preview with an intent's configuration and its entries, as WidgetKit's
/// `#Preview(_:as:using:widget:timeline:)`. The entries already carry what the intent chose, so the
/// intent is kept for the record.
@freestanding(declaration)
public macro Preview<W: Widget, I, E: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, using intent: I,
    widget: @escaping @Sendable () -> W, @PreviewTimelineBuilder<E> timeline: @escaping @Sendable () -> [E]
) = #externalMacro(module: "WidgetryMacrosPlugin", type: "WidgetPreviewMacro")

/// A widget preview whose entries come from a timeline provider, as WidgetKit's
/// `#Preview(_:as:widget:timelineProvider:)`.
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily,
    widget: @escaping @Sendable () -> W, timelineProvider: @escaping @Sendable () -> P
) = #externalMacro(module: "WidgetryMacrosPlugin", type: "WidgetPreviewMacro")

/// A widget preview whose entries come from an App Intent timeline provider for a given configuration,
/// as WidgetKit's `#Preview(_:as:using:widget:timelineProvider:)`.
@freestanding(declaration)
public macro Preview<W: Widget, P: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
    widget: @escaping @Sendable () -> W, timelineProvider: @escaping @Sendable () -> P
) = #externalMacro(module: "WidgetryMacrosPlugin", type: "WidgetPreviewMacro")

/// A Live Activity preview with its attributes and content states, as WidgetKit's
/// `#Preview(_:as:using:widget:contentStates:)`:
///
/// ```swift
/// #Preview("Delivery", as: .content, using: DeliveryAttributes(store: "Corner Bakery")) {
///     DeliveryActivityWidget()
/// } contentStates: {
///     DeliveryAttributes.ContentState(stage: .preparing, minutes: 25)
///     DeliveryAttributes.ContentState(stage: .onTheWay, minutes: 8)
/// }
/// ```
///
/// Each state becomes cells of `widgetry check` in the presentation asked for (`.content` is the Lock
/// Screen; `.dynamicIsland(.compact)` both compact slots), on every device that shows it.
@freestanding(declaration)
public macro Preview<W: Widget, A: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: A,
    widget: @escaping @Sendable () -> W,
    @PreviewContentStateBuilder<A.ContentState> contentStates: @escaping @Sendable () -> [A.ContentState]
) = #externalMacro(module: "WidgetryMacrosPlugin", type: "LiveActivityPreviewMacro")

/// A view preview, as SwiftUI's `#Preview(_:traits:body:)`. Views marked with
/// `.previewContext(WidgetPreviewContext(family:))` become widget cells in that family.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>...,
    @ViewBuilder body: @escaping @Sendable () -> any View
) = #externalMacro(module: "WidgetryMacrosPlugin", type: "ViewPreviewMacro")

/// Marks a dynamic property declared inside a `#Preview` body (`@Previewable @State var isOn = true`), as SwiftUI's
/// `@Previewable` (Xcode 16): SwiftUI hoists such properties into a view it generates; here the property stays a local
/// of the body, which a preview builds once, so it holds its initial value as the first frame of Xcode's preview does.
@attached(peer)
public macro Previewable() = #externalMacro(module: "WidgetryMacrosPlugin", type: "PreviewableMacro")
