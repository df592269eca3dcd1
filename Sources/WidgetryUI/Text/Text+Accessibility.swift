import Foundation

// SwiftUI's text accessibility modifiers return `Text` (iOS 15), so they can be applied inside a `Text + Text` chain
// and by code that keeps a `Text` (swift-navigation's `TextState`). What they set is what VoiceOver reads for the
// text; the text is drawn unchanged.

/// A heading's level, as SwiftUI's `AccessibilityHeadingLevel` (iOS 15).
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// How VoiceOver reads a text's content, as SwiftUI's `AccessibilityTextContentType` (iOS 15).
public struct AccessibilityTextContentType: Sendable, Hashable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// What a text's own accessibility modifiers set.
struct SpokenTextAttributes: Sendable, Hashable {
    /// The label read instead of the text (a one-element array: a struct cannot hold a `Text` directly).
    var label: [Text] = []
    /// The heading level, if the text is a heading.
    var headingLevel: AccessibilityHeadingLevel?

    /// The attributes VoiceOver's reader sees, the label resolved for the environment's locale and time.
    func attributes(in environment: EnvironmentValues) -> AccessibilityAttributes {
        var attributes = AccessibilityAttributes()
        attributes.label = label.first?.plainString(in: environment)
        // A heading of any level is an element with the header trait, as UIKit's `.header` trait reports it.
        if headingLevel != nil { attributes.addedTraits.insert(.isHeader) }
        return attributes
    }
}

extension Text {
    private func speaking(_ change: (inout SpokenTextAttributes) -> Void) -> Text {
        var copy = self
        var attributes = copy.accessibility ?? SpokenTextAttributes()
        change(&attributes)
        copy.accessibility = attributes
        return copy
    }

    /// The label VoiceOver reads instead of this text; the one applied first (nearest the text) wins, as in SwiftUI.
    public func accessibilityLabel(_ label: Text) -> Text { speaking { if $0.label.isEmpty { $0.label = [label] } } }
    /// The label VoiceOver reads instead of this text, looked up in the widget's strings.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> Text { accessibilityLabel(Text(key)) }
    /// The label VoiceOver reads instead of this text, as written.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { accessibilityLabel(Text(verbatim: String(label))) }

    /// Marks this text as a heading of `level`: VoiceOver announces it as a heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { speaking { $0.headingLevel = $0.headingLevel ?? level } }

    /// How VoiceOver reads this text's content; kept, with no effect on what the audit reads.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
    /// Raises or lowers the pitch VoiceOver reads this text at; no effect on what the audit reads.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Whether VoiceOver reads punctuation; no effect on what the audit reads.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Whether VoiceOver spells the text letter by letter; no effect on what the audit reads.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// Whether an announcement of this text waits for the current one; no effect on what the audit reads.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

extension View {
    /// Marks this view as a heading of `level`: VoiceOver announces it as a heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibility { attributes, _ in attributes.addedTraits.insert(.isHeader) }
    }

    /// How VoiceOver reads the view's text content; accepted with no effect on what the audit reads.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
}
