import Foundation
import WidgetryUI
import WidgetryKit

/// One stop of VoiceOver in a widget: what it reads there and where.
public struct VoiceOverElement: Sendable, Hashable, Codable {
    /// What VoiceOver reads: the accessibility label, else the element's text, else an image's name.
    public var label: String
    /// The value read after the label (`accessibilityValue`).
    public var value: String?
    /// The hint read after a pause (`accessibilityHint`).
    public var hint: String?
    /// The traits VoiceOver announces ("button", "image", "header", …).
    public var traits: [String]
    /// Where the element is, in widget points.
    public var frame: CGRect
    /// The view's path.
    public var path: String
    /// The names of the images VoiceOver falls back to reading because nothing labels them; empty when
    /// the element has a label or text of its own.
    public var unlabeledImages: [String]
    /// `accessibilityCustomContent` entries: high importance read after the value, the rest offered in the
    /// "More Content" rotor; `nil` when the element has none.
    public var customContent: [AccessibilityCustomContent]?

    /// An element.
    public init(label: String, value: String? = nil, hint: String? = nil, traits: [String], frame: CGRect, path: String,
                unlabeledImages: [String] = [], customContent: [AccessibilityCustomContent] = []) {
        self.customContent = customContent.isEmpty ? nil : customContent
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.path = path
        self.unlabeledImages = unlabeledImages
    }

    /// "Lights, button": the label and traits as VoiceOver says them.
    public var spoken: String {
        // High-importance custom content is read at once, after the value (Apple, `AXCustomContent.Importance.high`).
        let immediate = (customContent ?? []).filter { $0.importance == .high }.map { "\($0.label), \($0.value)" }
        return ([label.isEmpty ? "(nothing)" : label] + (value.map { [$0] } ?? []) + immediate + traits.filter { $0 != "staticText" })
            .joined(separator: ", ")
    }
}
