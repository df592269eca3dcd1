import Foundation

// Accessibility modifiers change what VoiceOver reads, never what is drawn: accepted so widget code compiles
// unchanged, without findings (the picture is the same on a device).

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are hidden from accessibility.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children's labels are read as one.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children stay separate elements inside a container.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// What an element is, for VoiceOver, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: Int
    /// Traits from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    /// A summary of the app's state, read on launch.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 6)
    /// Content that changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    /// A toggle (iOS 17).
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 8)
    /// A modal view.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 9)
}

extension View {
    /// The label VoiceOver reads, under SwiftUI's older name: not drawn.
    public func accessibility(label: Text) -> some View { self }
    /// The hint VoiceOver reads, under SwiftUI's older name: not drawn.
    public func accessibility(hint: Text) -> some View { self }
    /// Makes this view an accessibility element; `children` says what happens to those inside. Not drawn.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// The value VoiceOver reads: not drawn.
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// The value VoiceOver reads: not drawn.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// The value VoiceOver reads, from a localizable key: not drawn.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View { self }
    /// The hint VoiceOver reads: not drawn.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// The hint VoiceOver reads: not drawn.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// Adds traits VoiceOver announces: not drawn.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits VoiceOver announces: not drawn.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// The label VoiceOver reads, from a localizable key: not drawn.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { self }
}
