import Foundation
import WidgetryFoundation

// The Accessibility framework's custom content (iOS 14): extra label–value pairs an element offers VoiceOver — a
// photo's date, a train's platform. High-importance content is read right after the element's label and value;
// default-importance content waits in the "More Content" rotor (Apple, `AXCustomContent.Importance`). SwiftUI attaches
// it with `accessibilityCustomContent(_:_:importance:)` (iOS 15); nothing of it is drawn.

/// A label and value VoiceOver offers beside an element, as Accessibility's `AXCustomContent`.
open class AXCustomContent: NSObject, @unchecked Sendable {
    /// When VoiceOver outputs the content, as `AXCustomContent.Importance` (`AXCustomContentImportance`, an `NSUInteger`).
    public enum Importance: UInt, Sendable, Hashable, Codable {
        /// On demand, from the "More Content" rotor.
        case `default` = 0
        /// Right after the element's label and value.
        case high = 1
    }

    /// What the content is ("Platform").
    public var label: String { attributedLabel.string }
    /// The content ("4").
    public var value: String { attributedValue.string }
    /// The label, with attributes.
    public private(set) var attributedLabel: NSAttributedString
    /// The value, with attributes.
    public private(set) var attributedValue: NSAttributedString
    /// When VoiceOver reads it; `.default` unless set.
    public var importance: Importance = .default

    /// Content of a plain label and value.
    public convenience init(label: String, value: String) {
        self.init(attributedLabel: NSAttributedString(string: label), attributedValue: NSAttributedString(string: value))
    }

    /// Content of an attributed label and value.
    public init(attributedLabel: NSAttributedString, attributedValue: NSAttributedString) {
        self.attributedLabel = attributedLabel
        self.attributedValue = attributedValue
        super.init()
    }
}

/// An object that offers custom content to assistive technologies, as Accessibility's `AXCustomContentProvider`.
public protocol AXCustomContentProvider: AnyObject {
    /// The content offered, in order.
    var accessibilityCustomContent: [AXCustomContent]! { get set }
}

/// Names one entry of a view's custom content, as SwiftUI's `AccessibilityCustomContentKey`: a second
/// `accessibilityCustomContent` with the same key replaces the entry instead of adding another.
public struct AccessibilityCustomContentKey: Sendable, Hashable {
    let label: Text
    let id: String

    /// A key of `label`, told apart from others by `id`.
    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    /// A key of a localizable label, told apart by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// A key whose label's key is its identifier.
    public init(_ labelKey: LocalizedStringKey) {
        self.init(Text(labelKey), id: labelKey.formatKey)
    }

    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One entry of custom content as a render records it: words resolved for the cell's locale.
public struct AccessibilityCustomContent: Sendable, Hashable, Codable {
    /// What identifies the entry: the key's `id`, else the label's words.
    public var id: String
    /// The label as VoiceOver says it.
    public var label: String
    /// The value as VoiceOver says it.
    public var value: String
    /// Whether VoiceOver reads it at once (`.high`) or on demand.
    public var importance: AXCustomContent.Importance

    /// An entry.
    public init(id: String, label: String, value: String, importance: AXCustomContent.Importance) {
        self.id = id
        self.label = label
        self.value = value
        self.importance = importance
    }
}

extension View {
    /// Records (or, with a `nil` value, removes) the entry named `id` of the element's custom content.
    private func customContent(id: @escaping (EnvironmentValues) -> String, label: @escaping (EnvironmentValues) -> String,
                               value: @escaping (EnvironmentValues) -> String?, importance: AXCustomContent.Importance) -> some View {
        accessibility { attributes, environment in
            let entryID = id(environment)
            guard let words = value(environment) else {
                attributes.removedCustomContent.insert(entryID)
                return
            }
            attributes.customContent.append(AccessibilityCustomContent(id: entryID, label: label(environment), value: words,
                                                                       importance: importance))
        }
    }

    /// Custom content under `key`; a `nil` value removes the key's entry added further out.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        customContent(id: { _ in key.id }, label: { key.label.plainString(in: $0) }, value: { value?.plainString(in: $0) },
                      importance: importance)
    }

    /// Custom content under `key`, its value from a localizable key.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(valueKey), importance: importance)
    }

    /// Custom content under `key`, its value from a localizable resource (iOS 16); a literal is a key, as in SwiftUI.
    @_disfavoredOverload
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueResource: LocalizedStringResource,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(valueResource), importance: importance)
    }

    /// Custom content under `key`, its value shown as is.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(verbatim: String(value)), importance: importance)
    }

    /// Custom content labelled `label`; the label's words identify it.
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        customContent(id: { label.plainString(in: $0) }, label: { label.plainString(in: $0) }, value: { value.plainString(in: $0) },
                      importance: importance)
    }

    /// Custom content with a localizable label.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(Text(labelKey), value, importance: importance)
    }

    /// Custom content with a localizable label and value.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(Text(labelKey), Text(valueKey), importance: importance)
    }

    /// Custom content with a localizable label and a value shown as is.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(Text(labelKey), Text(verbatim: String(value)), importance: importance)
    }
}
