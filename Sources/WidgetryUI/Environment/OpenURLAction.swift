import Foundation
import WidgetryFoundation

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`): app screens shared with a widget
/// extension call it, and views replace it with `.environment(\.openURL, OpenURLAction { url in … })`.
///
/// A widget opens URLs only through `Link` and `widgetURL` (a tap launches the app), never by calling this
/// action from its code, which runs before anything is on screen. So the action calls a handler the view set and,
/// when the handler asks for the system's action (or none was set), tells once (``SkippedEffects``) that the URL
/// went nowhere.
public struct OpenURLAction {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable, Equatable {
        package enum Outcome: Sendable, Equatable {
            case handled, discarded, systemAction(URL?)
        }
        package let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler did not open the URL and nothing else should.
        public static let discarded = Result(outcome: .discarded)
        /// The system should open the URL.
        public static let systemAction = Result(outcome: .systemAction(nil))
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .systemAction(url)) }
        /// The system should open `url`, in the app if `prefersInApp` (iOS 17.4).
        public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { systemAction(url) }
    }

    private let handler: (URL) -> Result

    /// An action that gives each URL to `handler`.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// An action whose handler asks for the system's action, the default in an environment.
    init() { self.handler = { _ in .systemAction } }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url` and tells `completion` whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).outcome {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .systemAction(let replacement):
            SkippedEffects.note("SwiftUI", "openURL(\((replacement ?? url).absoluteString)) was called: widget code cannot open URLs (a tap on a Link or widgetURL opens the app)")
            completion(false)
        }
    }
}

private struct OpenURLActionKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction() }
}

extension EnvironmentValues {
    /// The action that opens a URL (``OpenURLAction``).
    public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set { self[OpenURLActionKey.self] = newValue }
    }
}
