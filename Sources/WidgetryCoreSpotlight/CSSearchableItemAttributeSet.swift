import Foundation
import WidgetryUniformTypeIdentifiers

/// What Spotlight shows and searches for an item, as Core Spotlight's `CSSearchableItemAttributeSet`: the
/// attributes apps set most, kept as values.
open class CSSearchableItemAttributeSet: @unchecked Sendable {
    /// The item's content type (`.text`, `.image`, …).
    public let contentType: UTType
    /// The title.
    open var title: String?
    /// The name shown for the item.
    open var displayName: String?
    /// The description shown under the title.
    open var contentDescription: String?
    /// What kind of item this is, in words.
    open var kind: String?
    /// Words the item is found by.
    open var keywords: [String]?
    /// A thumbnail image's data.
    open var thumbnailData: Data?
    /// A thumbnail image's file.
    open var thumbnailURL: URL?
    /// The item's content file.
    open var contentURL: URL?
    /// The web page the item stands for.
    open var url: URL?
    /// When the item was created.
    open var contentCreationDate: Date?
    /// When the item was last changed.
    open var contentModificationDate: Date?
    /// Whether the user made the item (`1`) rather than the app.
    open var userCreated: NSNumber?
    /// The item's rating.
    open var rating: NSNumber?
    /// Whether Spotlight may offer the item's phone number to call.
    open var supportsPhoneCall: NSNumber?
    /// Whether Spotlight may offer directions to the item's place.
    open var supportsNavigation: NSNumber?
    /// Another item this one is shown with.
    open var relatedUniqueIdentifier: String?

    /// An attribute set for content of `contentType`.
    public init(contentType: UTType) { self.contentType = contentType }

    /// An attribute set for content of the type with this identifier (`"public.text"`), as the iOS 9 initializer.
    public convenience init(itemContentType: String) {
        self.init(contentType: UTType(itemContentType) ?? .data)
    }
}
