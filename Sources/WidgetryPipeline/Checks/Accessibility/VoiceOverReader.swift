import Foundation
import WidgetryKit
import WidgetryUI

/// What VoiceOver reads in a laid-out widget, in the order it reads it — SwiftUI's accessibility tree as far
/// as the widget's views and accessibility modifiers decide it.
///
/// The rules are SwiftUI's documented defaults (Apple, "Accessibility modifiers", `AccessibilityChildBehavior`):
/// - each `Text` is an element (trait staticText) and each `Image` one (trait image), read by its
///   `accessibilityLabel`, else — an image — by its asset or symbol name (SF Symbols have a system description
///   that Widgetry does not know; the name stands for it);
/// - a `Button`, `Toggle` or `Link` is one element whose label combines its content's (traits button, toggle,
///   link); so is a view with `accessibilityElement(children: .combine)`, and one with `.ignore` reads only its
///   own label; `.contain` keeps the children as elements in a container;
/// - `accessibilityHidden(true)`, `Image(decorative:)` and views of zero opacity are skipped, and a `Label`'s icon
///   (its title is read);
/// - the order is the views' order in the tree, which for stacks is their visual order; `accessibilitySortPriority`
///   reorders siblings within their container, higher first.
///
/// A Swift Chart is one element combining its texts. Custom content (`accessibilityCustomContent`) travels with its element; high importance is read after the value.
/// Not modelled: Charts' per-mark elements and Audio Graph, how WidgetKit wraps the whole widget for VoiceOver on the Home Screen (Apple does not publish
/// it), custom actions, and rotors.
public enum VoiceOverReader {
    /// The elements of `layout` in reading order.
    public static func elements(in layout: LayoutResult) -> [VoiceOverElement] {
        flatten(walk(layout.root, attributes: AccessibilityAttributes()))
    }

    /// An element or a container of them, with the priority it sorts by among its siblings.
    indirect enum Node {
        case element(VoiceOverElement, priority: Double)
        case container([Node], priority: Double)

        var priority: Double {
            switch self {
            case .element(_, let priority), .container(_, let priority): priority
            }
        }
    }

    /// Siblings sorted by priority, higher first, keeping the tree's order among equals, then laid flat.
    static func flatten(_ nodes: [Node]) -> [VoiceOverElement] {
        let sorted = nodes.enumerated().sorted { a, b in
            a.element.priority != b.element.priority ? a.element.priority > b.element.priority : a.offset < b.offset
        }
        return sorted.flatMap { pair -> [VoiceOverElement] in
            switch pair.element {
            case .element(let element, _): [element]
            case .container(let children, _): flatten(children)
            }
        }
    }

    /// The nodes `element` contributes, with `attributes` from the modifiers around it.
    static func walk(_ element: PlacedElement, attributes outer: AccessibilityAttributes) -> [Node] {
        let attributes = element.accessibility.map { $0.filled(from: outer) } ?? outer
        if attributes.isHidden == true || element.opacity <= 0 || element.kind == .hidden { return [] }
        let priority = attributes.sortPriority ?? 0
        if element.name == nil {
            // A modifier stands for the view it wraps: its attributes go to that view, not to decorations.
            let children = element.children
            if children.count == 1 { return walk(children[0], attributes: attributes) }
            if element.kind == .background, children.count == 2 {
                return walk(children[1], attributes: attributes) + walk(children[0], attributes: AccessibilityAttributes())
            }
            if element.kind == .overlay, children.count == 2 {
                return walk(children[0], attributes: attributes) + walk(children[1], attributes: AccessibilityAttributes())
            }
            let nodes = children.flatMap { walk($0, attributes: AccessibilityAttributes()) }
            return priority == 0 ? nodes : [.container(nodes, priority: priority)]
        }
        let isControl = element.kind == .button || element.kind == .link
        // A Swift Chart is read as one element here: Charts' own accessibility (a stop per mark, Audio Graph) is
        // not modelled, and its axis labels, placed bottom-up, are not a reading order.
        let isChart = element.name?.hasPrefix("ChartLayout") == true
        if isControl || isChart || attributes.children == .combine || attributes.children == .ignore
            || (attributes.label != nil && !isLeaf(element)) {
            return [.element(combined(element, attributes), priority: priority)]
        }
        if isLeaf(element) {
            return leaf(element, attributes).map { [.element($0, priority: priority)] } ?? []
        }
        let nodes = element.children.flatMap { walk($0, attributes: AccessibilityAttributes()) }
        return attributes.children == .contain || priority != 0 ? [.container(nodes, priority: priority)] : nodes
    }

    static func isLeaf(_ element: PlacedElement) -> Bool {
        switch element.content {
        case .text, .image, .symbol: true
        default: false
        }
    }

    /// A text or an image as an element of its own.
    static func leaf(_ element: PlacedElement, _ attributes: AccessibilityAttributes) -> VoiceOverElement? {
        var traits: AccessibilityTraits
        var label: String
        var unlabeled: [String] = []
        switch element.content {
        case .text(let text):
            traits = .isStaticText
            label = attributes.label ?? text.string
        case .image(let image):
            traits = .isImage
            label = attributes.label ?? image.name
            if attributes.label == nil { unlabeled = [image.name] }
        case .symbol(let name, _, _, _):
            traits = .isImage
            label = attributes.label ?? name
            if attributes.label == nil { unlabeled = [name] }
        default:
            return nil
        }
        traits = traits.union(attributes.addedTraits).subtracting(attributes.removedTraits)
        return VoiceOverElement(label: label, value: attributes.value, hint: attributes.hint, traits: traits.names,
                                frame: element.frame, path: element.path, unlabeledImages: unlabeled,
                                customContent: attributes.customContent)
    }

    /// A control or a combined view as one element: its own label, else its content's labels joined as
    /// VoiceOver joins them (", "); images count only when nothing else has words.
    static func combined(_ element: PlacedElement, _ attributes: AccessibilityAttributes) -> VoiceOverElement {
        var traits: AccessibilityTraits = []
        if element.kind == .button { traits.insert(element.name?.hasPrefix("Toggle") == true ? .isToggle : .isButton) }
        if element.kind == .link { traits.insert(.isLink) }
        traits = traits.union(attributes.addedTraits).subtracting(attributes.removedTraits)
        var label = attributes.label ?? ""
        var unlabeled: [String] = []
        var customContent = attributes.customContent
        if attributes.children != .ignore {
            let inside = flatten(element.children.flatMap { walk($0, attributes: AccessibilityAttributes()) })
            // A combined element offers its children's custom content after its own.
            customContent += inside.flatMap { $0.customContent ?? [] }
            if attributes.label == nil {
                let worded = inside.filter(\.unlabeledImages.isEmpty)
                if worded.isEmpty {
                    label = inside.map(\.label).joined(separator: ", ")
                    unlabeled = inside.flatMap(\.unlabeledImages)
                } else {
                    label = worded.map(\.label).joined(separator: ", ")
                }
                if traits.isEmpty, inside.contains(where: { $0.traits.contains("image") }), worded.isEmpty { traits.insert(.isImage) }
            }
        }
        return VoiceOverElement(label: label, value: attributes.value, hint: attributes.hint, traits: traits.names,
                                frame: element.frame, path: element.path, unlabeledImages: unlabeled, customContent: customContent)
    }
}

extension WidgetCell {
    /// Whether the cell's language lays the widget out right to left (Arabic, Hebrew, the `rtl` pseudo-locale),
    /// as ``WidgetRenderer`` sets `layoutDirection`: the visual order VoiceOver's order is compared with.
    public func laysOutRightToLeft(assets: AssetCatalog) -> Bool {
        locale.map { $0.localization(strings: assets.strings).isRightToLeft } ?? false
    }
}
