import Foundation
import WidgetryUI

/// Something a view does in response to the person — pointer hover, drag, the large content viewer — as UIKit's
/// `UIInteraction`. Views keep the interactions added to them; none runs in a render (nothing touches a widget's views).
public protocol UIInteraction: AnyObject {
    /// The view the interaction belongs to.
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (or removed, `nil`).
    func willMove(to view: UIView?)
    /// Called after the interaction is added to `view` (or removed, `nil`).
    func didMove(to view: UIView?)
}

/// Shows a magnified copy of a control's content when the person long-presses it at accessibility text sizes, as
/// UIKit's `UILargeContentViewerInteraction` (iOS 13); kept, never shown.
open class UILargeContentViewerInteraction: NSObject, UIInteraction, @unchecked Sendable {
    /// The view it belongs to.
    open private(set) weak var view: UIView?
    /// What is told when content is shown; kept.
    open weak var delegate: AnyObject?
    /// Whether the system enables the viewer: at accessibility text sizes, which a render's traits decide.
    open class var isEnabled: Bool { UITraitCollection.current.preferredContentSizeCategory.isAccessibilityCategory }

    /// An interaction with a delegate.
    public init(delegate: AnyObject? = nil) {
        self.delegate = delegate
        super.init()
    }
    public override convenience init() { self.init(delegate: nil) }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}
