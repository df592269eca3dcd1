import Foundation
import WidgetryFoundation

// Accessibility modifiers change what VoiceOver reads, never what is drawn: each records its attributes on
// an element of its own (``PlacedElement/accessibility``), which the VoiceOver reader of the accessibility
// audit reads (docs/checking.md, "Accessibility"). Signatures are SwiftUI's.

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

    /// The traits' names as VoiceOver announces them ("button", "image", …), for reports.
    public var names: [String] {
        let all: [(AccessibilityTraits, String)] = [(.isHeader, "header"), (.isButton, "button"), (.isToggle, "toggle"), (.isLink, "link"),
                                                    (.isImage, "image"), (.isSelected, "selected"), (.isStaticText, "staticText"),
                                                    (.isSummaryElement, "summary"), (.updatesFrequently, "updatesFrequently"), (.isModal, "modal")]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

extension View {
    /// Records accessibility attributes on an element of their own; the view is drawn unchanged.
    func accessibility(_ change: @escaping (inout AccessibilityAttributes, EnvironmentValues) -> Void) -> some View {
        wrappingNodes { node, context in
            var attributes = AccessibilityAttributes()
            change(&attributes, context.environment)
            return AccessibilityNode(child: node, attributes: attributes)
        }
    }

    /// The label VoiceOver reads, under SwiftUI's older name.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// The hint VoiceOver reads, under SwiftUI's older name.
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    /// The value VoiceOver reads, under SwiftUI's older name (iOS 13).
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    /// Hides the view from VoiceOver, under SwiftUI's older name (iOS 13).
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// Adds traits, under SwiftUI's older name (iOS 13).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    /// Removes traits, under SwiftUI's older name (iOS 13).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    /// The reading order among siblings, under SwiftUI's older name (iOS 13).
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
    /// An identifier for UI tests, under SwiftUI's older name (iOS 13).
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// The labels Voice Control accepts, under SwiftUI's older name; nothing reads them in a render.
    public func accessibility(inputLabels: [Text]) -> some View { self }
    /// The label VoiceOver reads instead of the view's text or image name.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label.plainString(in: $1) } }
    /// The label VoiceOver reads, shown as is.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { attributes, _ in attributes.label = String(label) } }
    /// The label VoiceOver reads, from a localizable key.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(Text(key)) }
    /// VoiceOver's label from a localizable resource (iOS 16).
    @_disfavoredOverload
    public func accessibilityLabel(_ resource: LocalizedStringResource) -> some View { accessibilityLabel(Text(resource)) }
    /// Makes this view an accessibility element; `children` says what happens to those inside.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { attributes, _ in attributes.children = children }
    }
    /// Hides the view, and everything inside it, from VoiceOver (`true`).
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { attributes, _ in attributes.isHidden = hidden } }
    /// The value VoiceOver reads after the label.
    public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = value.plainString(in: $1) } }
    /// The value VoiceOver reads, shown as is.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { attributes, _ in attributes.value = String(value) } }
    /// The value VoiceOver reads, from a localizable key.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View { accessibilityValue(Text(key)) }
    /// The hint VoiceOver reads after a pause.
    public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = hint.plainString(in: $1) } }
    /// The hint VoiceOver reads, shown as is.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility { attributes, _ in attributes.hint = String(hint) } }
    /// The hint VoiceOver reads, from a localizable key.
    public func accessibilityHint(_ key: LocalizedStringKey) -> some View { accessibilityHint(Text(key)) }
    /// Adds traits VoiceOver announces.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility { attributes, _ in attributes.addedTraits = traits } }
    /// Removes traits VoiceOver announces.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { attributes, _ in attributes.removedTraits = traits }
    }
    /// A custom action VoiceOver offers on this view, as SwiftUI's `accessibilityAction(named:_:)`: its name is
    /// recorded (``AccessibilityAttributes/actionNames``); nothing is drawn and `handler` never runs in a render.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actionNames.append(name.plainString(in: $1)) }
    }
    /// A custom action VoiceOver offers, named from a localizable key.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }
    /// A custom action VoiceOver offers, named as is.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibility { attributes, _ in attributes.actionNames.append(String(name)) }
    }
    /// The order VoiceOver reads this view in among its siblings in the same container: higher first (default 0).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility { attributes, _ in attributes.sortPriority = sortPriority }
    }
}

/// Carries accessibility attributes to the placed element; size and placement are the content's.
final class AccessibilityNode: ModifierNode {
    let attributes: AccessibilityAttributes

    init(child: LayoutNode, attributes: AccessibilityAttributes) {
        self.attributes = attributes
        super.init(child: child)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = super.place(in: frame, context: context)
        element.accessibility = attributes
        return element
    }
}
