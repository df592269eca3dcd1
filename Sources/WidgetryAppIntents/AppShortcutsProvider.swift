import Foundation

/// The App Shortcuts an app offers in Shortcuts and Spotlight, as App Intents' `AppShortcutsProvider`.
/// Widgets never show them; shared app code that declares them compiles, and nothing is registered.
public protocol AppShortcutsProvider {
    /// The shortcuts, as `@AppShortcutsBuilder` lists them.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The tile colour in Shortcuts; `.navy` unless the app says.
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    /// The default tile colour.
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Asks the system to read the parameters again; nothing to update here.
    public static func updateAppShortcutParameters() {}
}

/// One App Shortcut: an intent and the phrases that run it, as App Intents' `AppShortcut`.
public struct AppShortcut: Sendable {
    /// The intent's type name.
    public let intentName: String
    /// The shortcut's title.
    public let shortTitle: LocalizedStringResource?

    /// A shortcut running `intent` for `phrases`.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource? = nil,
                                   systemImageName: String? = nil) {
        intentName = String(describing: Intent.self)
        self.shortTitle = shortTitle
    }
}

/// A phrase that runs an intent, as App Intents' `AppShortcutPhrase` (`"Start \(.applicationName)"`).
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase as written.
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a phrase; `\(.applicationName)` stands for the app's name.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// The app's name.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
        /// One of the intent's parameters (`"Study \(\.$course) with \(.applicationName)"`), which Siri fills from the
        /// parameter's options. Linux's key paths do not name a property wrapper's projection, so the phrase records
        /// `${parameter}`; nothing a widget draws reads a phrase.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${parameter}"
        }
    }
}

/// A placeholder in an App Shortcut phrase, as App Intents' `AppShortcutPhraseToken`.
public enum AppShortcutPhraseToken: Sendable { case applicationName }

/// Collects an App Shortcuts provider's shortcuts, as App Intents' `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}

/// The colour of an app's tile in Shortcuts, as App Intents' `ShortcutTileColor`.
public enum ShortcutTileColor: Int, Sendable {
    case red, tangerine, orange, yellow, lime, grayGreen, lightBlue, navy, blue, grayBlue, purple, pink, grayBrown, lightGrayBlue
}

/// An intent that plays audio, as App Intents' `AudioPlaybackIntent`; never performed in a render.
public protocol AudioPlaybackIntent: AppIntent {}

/// A Focus filter the app offers in Settings › Focus, as App Intents' `SetFocusFilterIntent`: the system performs it when
/// a Focus turns on. A widget never does; the type compiles so an app file that declares one can be shared with it.
public protocol SetFocusFilterIntent: AppIntent {
    /// How the filter reads in the Focus settings.
    var displayRepresentation: DisplayRepresentation { get }
}
