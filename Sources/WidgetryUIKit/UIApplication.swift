import Foundation

/// The app object, as UIKit's `UIApplication`, for code shared between an app and its widget. (On iOS it
/// is unavailable in app extensions; here it compiles and does nothing.)
public final class UIApplication: Sendable {
    /// The app.
    public static let shared = UIApplication()

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Opens a URL: nothing happens in a render.
    public func open(_ url: URL, options: [String: String] = [:], completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Whether a URL can be opened: `false`, as there is no system to open it.
    public func canOpenURL(_ url: URL) -> Bool { false }
}
