import WidgetryDiscovery

/// The `#Preview`s compiled into the running binary, found through the records their expansions leave
/// in it (see `WidgetryDiscovery`); no registration code is needed in the widget's package.
public enum DiscoveredPreviews {
    /// The widget previews, in link order.
    public static var widgets: [WidgetPreview] { PreviewRecords.load(.widget, as: WidgetPreview.self) }
    /// The view previews, in link order.
    public static var views: [ViewPreview] { PreviewRecords.load(.view, as: ViewPreview.self) }
    /// The Live Activity previews (`#Preview(as: .content, using:) { … } contentStates: { … }`), in link order.
    public static var liveActivities: [RegisteredLiveActivity] { PreviewRecords.load(.liveActivity, as: RegisteredLiveActivity.self) }
}
