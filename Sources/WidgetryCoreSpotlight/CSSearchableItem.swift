import Foundation

/// An item an app offers Spotlight, as Core Spotlight's `CSSearchableItem`: a value the app's code builds
/// and hands to ``CSSearchableIndex``.
open class CSSearchableItem: @unchecked Sendable {
    /// The item's identifier, unique within the app.
    open var uniqueIdentifier: String
    /// The group the item belongs to (deleted together).
    open var domainIdentifier: String?
    /// When the index drops the item.
    open var expirationDate: Date?
    /// What Spotlight shows and searches.
    open var attributeSet: CSSearchableItemAttributeSet

    /// An item with these identifiers and attributes (a `nil` identifier gets a generated one, as on iOS).
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
    }
}
