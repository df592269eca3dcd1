import Foundation
import WidgetryKit
import WidgetryFindings

/// The VoiceOver part of the accessibility audit, read from ``VoiceOverReader``'s elements: images and
/// image-only controls without a label, labels read twice, and a reading order that differs from the visual
/// one. Apple's own audit (`XCUIApplication.performAccessibilityAudit`, iOS 17) checks the first as "element
/// description"; the other two follow the HIG's VoiceOver guidance ("Accessibility": give each element a
/// label that says what it is, and "make sure VoiceOver reads the elements in a logical order").
public struct VoiceOverCheck: LayoutCheck {
    public init() {}

    public var isAccessibilityAudit: Bool { true }
    /// VoiceOver reads labels, traits and order, never colours.
    public var readsColors: Bool { false }

    public func findings(in laidOut: LaidOutCell) -> [Finding] {
        Self.findings(in: laidOut.readingOrder, isRightToLeft: laidOut.isRightToLeft)
    }

    /// Labels shorter than this many letters ("T", "5") repeat by nature (weekday initials, figures): not reported.
    public static let minimumRepeatedLetters = 2
    /// How far (points) an element may reach past another's edge and still count as beside or below it.
    public static let tolerance: CGFloat = 0.5

    /// The findings for `elements`, in reading order; `isRightToLeft` when the widget is laid out right to left.
    public static func findings(in elements: [VoiceOverElement], isRightToLeft: Bool = false) -> [Finding] {
        missingLabels(elements) + repeatedLabels(elements) + orderMismatch(elements, isRightToLeft: isRightToLeft)
    }

    static func missingLabels(_ elements: [VoiceOverElement]) -> [Finding] {
        elements.filter { !$0.unlabeledImages.isEmpty }.map { element in
            let names = element.unlabeledImages.map { "'\($0)'" }.joined(separator: ", ")
            let isControl = element.traits.contains { ["button", "toggle", "link"].contains($0) }
            let what = isControl ? "this \(element.traits.first ?? "control") shows only an image" : "this image"
            return Finding(kind: .missingAccessibilityLabel, path: element.path,
                           message: "\(what) has no accessibility label: VoiceOver reads the image name \(names)",
                           suggestion: isControl
                               ? "add .accessibilityLabel(\"…\") saying what the control does (\"Turn on lights\")"
                               : "add .accessibilityLabel(\"…\"), or .accessibilityHidden(true) / Image(decorative:) if it only decorates",
                           frame: element.frame)
        }
    }

    static func repeatedLabels(_ elements: [VoiceOverElement]) -> [Finding] {
        var seen: [String: VoiceOverElement] = [:]
        var reported = Set<String>()
        var found: [Finding] = []
        for element in elements {
            let key = element.label.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            guard key.filter(\.isLetter).count >= minimumRepeatedLetters else { continue }
            if let first = seen[key] {
                guard reported.insert(key).inserted else { continue }
                found.append(Finding(kind: .repeatedAccessibilityLabel, path: element.path,
                                     message: "VoiceOver reads \"\(element.label)\" here and at \(first.path): a listener cannot tell them apart",
                                     suggestion: "give each an .accessibilityLabel that says what differs (\"Fan\" / \"Heater\"), or hide the repeat with .accessibilityHidden(true)",
                                     frame: element.frame))
            } else {
                seen[key] = element
            }
        }
        return found
    }

    /// Whether `next` is seen before `previous`: wholly above it in the same column (their widths overlap), or
    /// on the same line (overlapping by half the smaller height) and wholly before it in the reading direction.
    /// Columns side by side are read one after the other, as SwiftUI reads stacks, without a finding.
    static func isVisuallyBefore(_ next: CGRect, _ previous: CGRect, isRightToLeft: Bool) -> Bool {
        let sharedWidth = min(next.maxX, previous.maxX) - max(next.minX, previous.minX)
        if next.maxY <= previous.minY + tolerance { return sharedWidth > tolerance }
        let shared = min(next.maxY, previous.maxY) - max(next.minY, previous.minY)
        guard shared >= min(next.height, previous.height) / 2, shared > 0 else { return false }
        return isRightToLeft ? next.minX >= previous.maxX - tolerance : next.maxX <= previous.minX + tolerance
    }

    /// The first element VoiceOver reads after one it appears before: one finding a widget, naming both and the order read.
    static func orderMismatch(_ elements: [VoiceOverElement], isRightToLeft: Bool) -> [Finding] {
        guard elements.count > 1 else { return [] }
        for index in 1..<elements.count {
            guard let earlier = elements[..<index].firstIndex(where: {
                isVisuallyBefore(elements[index].frame, $0.frame, isRightToLeft: isRightToLeft)
            }) else { continue }
            let previous = elements[earlier], next = elements[index]
            let order = elements.enumerated().map { "\($0.offset + 1). \($0.element.label)" }.joined(separator: "; ")
            return [Finding(kind: .readingOrderMismatch, path: next.path,
                            message: "VoiceOver reads \"\(next.label)\" (#\(index + 1)) after \"\(previous.label)\" (#\(earlier + 1)), though it appears \(next.frame.maxY <= previous.frame.minY + tolerance ? "above" : "before") it; the order read is: \(order)",
                            suggestion: "order the views as they appear, or set .accessibilitySortPriority(_:) (higher is read first) on the elements",
                            frame: next.frame)]
        }
        return []
    }
}
