import Foundation

/// An image or file inside attributed text, as UIKit's `NSTextAttachment` (`NSAttributedString(attachment:)`, the
/// `.attachment` attribute): shared code puts icons into labels' attributed text and image libraries load into
/// attachments. Kept with its image and bounds; attributed text drawn here shows its characters, not an
/// attachment's image.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The character standing for an attachment in attributed text, as `NSTextAttachment.character`.
    public static let character = 0xFFFC

    /// The file's bytes.
    open var contents: Data?
    /// The file's type identifier.
    open var fileType: String?
    /// The image shown.
    open var image: UIImage?
    /// Where the image sits relative to the line's baseline, in points; zero means the image's own size.
    open var bounds: CGRect = .zero

    /// An attachment of `contentData` of type `uti`, as UIKit's designated initializer.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An empty attachment.
    public override convenience init() { self.init(data: nil, ofType: nil) }

    /// An attachment showing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

extension NSAttributedString.Key {
    /// The attachment a character stands for (an ``NSTextAttachment``).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// One attachment character carrying `attachment`, as UIKit's initializer.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!)), attributes: [.attachment: attachment])
    }
}
