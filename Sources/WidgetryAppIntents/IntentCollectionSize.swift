import Foundation
import WidgetryReference

/// How many values an array parameter holds, as App Intents' `IntentCollectionSize`: one count for every
/// widget family (`size: 4`) or one per family (`size: [.systemSmall: 2, .systemLarge: 6]`). The editor
/// asks for that many; a render shows the parameter's values as they are, so it is kept (`collectionSize`), not enforced.
public struct IntentCollectionSize: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByDictionaryLiteral {
    /// The count for every family, when one was given.
    public let count: Int?
    /// The count per family, when given so.
    public let countsByFamily: [WidgetFamily: Int]

    /// The same count for every family.
    public init(integerLiteral value: Int) { count = value; countsByFamily = [:] }

    /// A count per family.
    public init(dictionaryLiteral elements: (WidgetFamily, Int)...) {
        count = nil
        countsByFamily = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The count for `family`, if one applies.
    public func count(for family: WidgetFamily) -> Int? { countsByFamily[family] ?? count }
}

extension IntentParameter {
    /// An array parameter of `size` values (iOS 17): `@Parameter(title: "Stops", default: [], size: [.systemSmall: 2, .systemMedium: 4])`,
    /// in the order App Intents declares its arguments (the default before the size).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            size: IntentCollectionSize, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: (any DynamicOptionsProvider)? = nil) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
                  optionsProvider: optionsProvider)
        collectionSize = size
    }

    /// An array parameter of `size` values starting at the property's initial value.
    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            size: IntentCollectionSize, requestValueDialog: IntentDialog? = nil,
                            optionsProvider: (any DynamicOptionsProvider)? = nil) {
        self.init(title: title, description: description, default: wrappedValue, requestValueDialog: requestValueDialog,
                  optionsProvider: optionsProvider)
        collectionSize = size
    }
}
