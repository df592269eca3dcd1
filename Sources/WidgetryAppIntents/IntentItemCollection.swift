import Foundation
import WidgetryFoundation

/// One choice offered for a parameter, with how it is shown, as App Intents' `IntentItem` (iOS 17).
public struct IntentItem<Value>: @unchecked Sendable {
    /// The value chosen.
    public var value: Value
    /// The title shown instead of the value's own display representation, if any.
    public var title: LocalizedStringResource?
    /// The subtitle shown, if any.
    public var subtitle: LocalizedStringResource?
    /// The image shown, if any.
    public var image: DisplayRepresentation.Image?

    /// A choice of `value`.
    public init(_ value: Value, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil,
                image: DisplayRepresentation.Image? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A titled group of choices, as App Intents' `IntentItemSection` (iOS 17).
public struct IntentItemSection<Value>: @unchecked Sendable {
    /// The section's title, if any.
    public var title: LocalizedStringResource?
    /// The section's subtitle, if any.
    public var subtitle: LocalizedStringResource?
    /// The choices.
    public var items: [IntentItem<Value>]

    /// A section of `items` under `title`.
    public init(_ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil,
                items: [IntentItem<Value>]) {
        self.title = title
        self.subtitle = subtitle
        self.items = items
    }

    /// A section of `values` under `title`, each shown as its own display representation.
    public init(_ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil,
                items: [Value]) {
        self.init(title, subtitle: subtitle, image: image, items: items.map { IntentItem($0) })
    }

    /// A section without a title.
    public init(items: [IntentItem<Value>]) {
        title = nil
        subtitle = nil
        self.items = items
    }

    /// A section of `values` without a title.
    public init(items: [Value]) { self.init(items: items.map { IntentItem($0) }) }
}

/// The choices a query suggests, in sections, as App Intents' `IntentItemCollection` (iOS 17). Widgetry renders
/// a widget's default configuration, so the collection is kept for the query's callers and not shown.
public struct IntentItemCollection<Value>: @unchecked Sendable {
    /// The sections, in order.
    public var sections: [IntentItemSection<Value>]
    /// The label of the search field, if any.
    public var promptLabel: LocalizedStringResource?

    /// A collection of `sections`.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Value>]) {
        self.sections = sections
        self.promptLabel = promptLabel
    }

    /// A collection of one untitled section of `items`.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Value>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
    }

    /// A collection of one untitled section of `values`.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Value]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, items: items.map { IntentItem($0) })
    }

    /// Every value, section by section.
    public var allValues: [Value] { sections.flatMap { $0.items.map(\.value) } }

    /// Every value, section by section (`collection.items.first`, as app code reads a query's suggestions).
    public var items: [Value] { allValues }
}
