import Foundation
import WidgetryUI

/// An alert or action sheet, as UIKit's `UIAlertController`, in app code compiled into a widget extension. Widgets
/// present nothing, so it is never shown and no action's handler is called (only a user's tap would call one); its
/// title, message, actions and text fields are kept as data.
open class UIAlertController: UIViewController, @unchecked Sendable {
    /// How the controller is presented.
    public enum Style: Int, Sendable {
        /// From the bottom of the screen, with the actions as buttons.
        case actionSheet
        /// In the middle of the screen.
        case alert
    }

    /// The text below the title.
    open var message: String?
    /// How it is presented.
    public let preferredStyle: Style
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action shown in bold, which the Return key chooses.
    open var preferredAction: UIAlertAction?
    /// The text fields of an alert, in the order added.
    open private(set) var textFields: [UITextField]?

    /// An alert or action sheet with a title and a message.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Controllers from an archive are not supported on Linux.
    public required init?(coder: NSCoder) { return nil }

    /// Adds an action (a button).
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field to an alert; `configurationHandler` sets it up at once, as UIKit calls it before showing.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// A button of a ``UIAlertController``, as UIKit's `UIAlertAction`.
open class UIAlertAction: NSObject, @unchecked Sendable {
    /// How an action is drawn.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default`
        /// The button that dismisses without change.
        case cancel
        /// A red button for a change that cannot be undone.
        case destructive
    }

    /// The button's title.
    open private(set) var title: String?
    /// How it is drawn.
    open private(set) var style: Style
    /// Whether it can be chosen.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An action; `handler` runs when a user chooses it, which never happens in a check.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
