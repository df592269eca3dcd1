import Foundation
import WidgetryFoundation

/// An intent that opens a URL, as App Intents' `OpenURLIntent` (iOS 18): what
/// `.result(opensIntent: OpenURLIntent(url))` returns. Widgetry never runs it.
public struct OpenURLIntent: AppIntent {
    /// "Open URL".
    public static var title: LocalizedStringResource { "Open URL" }

    /// The URL to open.
    public var url: URL

    /// An intent that opens nothing (`about:blank`).
    public init() { url = URL(string: "about:blank") ?? URL(fileURLWithPath: "/") }

    /// An intent that opens `url`.
    public init(_ url: URL) { self.url = url }
}
