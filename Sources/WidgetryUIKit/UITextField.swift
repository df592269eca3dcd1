import Foundation
import WidgetryUI

/// A one-line text field, as UIKit's `UITextField`; never drawn or edited (see ``UIView``).
open class UITextField: UIControl, @unchecked Sendable {
    /// The text.
    open var text: String?
    /// The text shown when empty.
    open var placeholder: String? {
        didSet { if attributedPlaceholderText?.string != placeholder { attributedPlaceholderText = nil } }
    }
    /// The placeholder with attributes; setting it sets ``placeholder`` to its characters, as UIKit does.
    open var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderText ?? placeholder.map { NSAttributedString(string: $0) } }
        set { attributedPlaceholderText = newValue; placeholder = newValue?.string }
    }
    private var attributedPlaceholderText: NSAttributedString?
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The keyboard shown for it.
    open var keyboardType: UIKeyboardType = .default
    /// Whether the text is hidden, for passwords.
    open var isSecureTextEntry = false
    /// The field's border.
    open var borderStyle: BorderStyle = .none
    /// Told about editing (which never happens here).
    open weak var delegate: (any UITextFieldDelegate)?
    /// A view shown above the keyboard (a toolbar with a Done button); kept, never shown.
    open var inputAccessoryView: UIView?
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never
    /// Whether the text is being edited: never.
    open var isEditing: Bool { false }
    /// A text field can take the keyboard, as in UIKit (``becomeFirstResponder()`` still refuses: there is none here).
    open override var canBecomeFirstResponder: Bool { true }

    /// A field's border, as `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// Posted when editing begins (never here).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when editing ends (never here).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when the text changes (never here).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

/// What a text field tells its delegate, as UIKit's `UITextFieldDelegate`; every method optional. Nothing is edited in a
/// render, so none is called.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
