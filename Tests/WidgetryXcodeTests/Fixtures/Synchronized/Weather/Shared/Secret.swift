// The app's alone: not a member of the widget extension.
enum APIKey {
    static let value = "not-for-widgets"
}
