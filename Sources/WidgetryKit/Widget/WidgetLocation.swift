/// Where a widget can appear, as WidgetKit's `WidgetLocation` (for `disfavoredLocations(_:for:)`).
public enum WidgetLocation: String, Sendable, Hashable, CaseIterable, Codable {
    /// The Home Screen.
    case homeScreen
    /// The Lock Screen.
    case lockScreen
    /// StandBy, the charging nightstand view.
    case standBy
    /// iPhone widgets shown on a Mac.
    case iPhoneWidgetsOnMac
    /// CarPlay (iOS 26).
    case carPlay
}
