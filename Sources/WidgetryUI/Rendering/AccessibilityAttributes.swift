import Foundation

/// What accessibility modifiers said about a view (`accessibilityLabel(_:)`, `accessibilityHidden(_:)`,
/// `accessibilityElement(children:)`, …), on the element of the modifier: what the VoiceOver reader
/// (`VoiceOverReader` in WidgetryKit) reads instead of what it would work out from the drawing.
public struct AccessibilityAttributes: Sendable, Hashable {
    /// The label VoiceOver reads instead of the view's text or image name.
    public var label: String?
    /// The value read after the label.
    public var value: String?
    /// The hint read after a pause.
    public var hint: String?
    /// `accessibilityHidden(true)` or a decorative image: VoiceOver skips the view and what is inside it.
    public var isHidden: Bool?
    /// `accessibilityElement(children:)`: the view is one element and its children are ignored, combined
    /// or contained.
    public var children: AccessibilityChildBehavior?
    /// `accessibilitySortPriority(_:)`: higher is read first within the enclosing container (default 0).
    public var sortPriority: Double?
    /// Traits added and removed.
    public var addedTraits: AccessibilityTraits = []
    public var removedTraits: AccessibilityTraits = []
    /// The names of the custom actions `accessibilityAction(named:_:)` added, which VoiceOver offers in its actions
    /// rotor ("Actions available"), nearest modifier first.
    public var actionNames: [String] = []
    /// `accessibilityCustomContent(_:_:importance:)` entries, nearest modifier first; one per identifier.
    public var customContent: [AccessibilityCustomContent] = []
    /// Identifiers whose entries a `nil` value removed: entries further out with these identifiers are dropped.
    public var removedCustomContent: Set<String> = []

    /// No attributes.
    public init() {}

    /// These attributes with `outer`'s (a modifier further out) filling what these leave unset: the modifier
    /// nearest the view wins, as in SwiftUI, where an inner `accessibilityLabel` is the one read.
    public func filled(from outer: AccessibilityAttributes) -> AccessibilityAttributes {
        var merged = self
        merged.label = label ?? outer.label
        merged.value = value ?? outer.value
        merged.hint = hint ?? outer.hint
        merged.isHidden = isHidden ?? outer.isHidden
        merged.children = children ?? outer.children
        merged.sortPriority = sortPriority ?? outer.sortPriority
        merged.addedTraits = addedTraits.union(outer.addedTraits)
        merged.removedTraits = removedTraits.union(outer.removedTraits)
        merged.actionNames = actionNames + outer.actionNames
        // SwiftUI keeps one entry per key, the innermost; a nil value removes the key's entry from further out.
        let taken = Set(customContent.map(\.id)).union(removedCustomContent)
        merged.customContent = customContent + outer.customContent.filter { !taken.contains($0.id) }
        merged.removedCustomContent = removedCustomContent.union(outer.removedCustomContent)
        return merged
    }
}
