import Foundation
import WidgetryFoundation

/// A menu or keyboard command that sends an action message, as UIKit's `UICommand` (iOS 13); never shown in a widget.
/// Kept as code sets it: image libraries load a command's image like any image-bearing element.
open class UICommand: NSObject, @unchecked Sendable {
    /// The title shown.
    open var title: String
    /// The image shown.
    open var image: UIImage?
    /// The message sent (a selector is only a name on Linux: nothing is sent).
    public let action: Selector
    /// Data the action reads.
    public let propertyList: Any?
    /// The title a discoverability panel shows.
    open var discoverabilityTitle: String?

    /// A command sending `action`.
    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil, alternates: [Any] = []) {
        self.title = title
        self.image = image
        self.action = action
        self.propertyList = propertyList
        super.init()
    }
}
