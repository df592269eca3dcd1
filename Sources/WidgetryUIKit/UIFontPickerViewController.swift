import Foundation

/// The system font picker, as UIKit's `UIFontPickerViewController`, for app screens shared with a widget extension
/// (a font setting wrapped in a `UIViewControllerRepresentable`). Nothing is presented in a widget, so no font is
/// ever picked: ``selectedFontDescriptor`` stays `nil` and the delegate is never called.
open class UIFontPickerViewController: UIViewController, @unchecked Sendable {
    /// What the picker offers, as `UIFontPickerViewController.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {
        /// Whether each family's faces are listed.
        open var includeFaces = false
        /// Whether names are shown in the system font rather than in each font.
        open var displayUsingSystemFont = false
        /// The traits the listed fonts must have.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// A configuration with UIKit's defaults.
        public override init() { super.init() }
    }

    /// The configuration the picker was made with.
    public let configuration: Configuration
    /// What is told of picks and cancels (never, here).
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font picked: none in a widget.
    open var selectedFontDescriptor: UIFontDescriptor?

    /// A picker offering what `configuration` says.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    /// Not supported on Linux (no nibs or storyboards).
    public required init?(coder: NSCoder) { return nil }
}

/// What a font picker tells, as UIKit's `UIFontPickerViewControllerDelegate`; both methods have empty defaults, as
/// they are optional in UIKit.
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    /// A font was picked.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The picker was dismissed without a pick.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
