// `import IntentsUI`: the Siri views an app shows beside its shortcuts (the Add to Siri button, the view controllers
// that add or edit a voice shortcut), https://developer.apple.com/documentation/intentsui. A widget shows none of them:
// they are kept as data and never presented, and no delegate is called (only a person's tap would). With them, Intents
// and UIKit, as the module brings them on iOS.
@_exported import Intents
@_exported import UIKit
import WidgetrySiriKit
import WidgetryUIKit

/// How the Add to Siri button looks, as IntentsUI's `INUIAddVoiceShortcutButtonStyle`.
public enum INUIAddVoiceShortcutButtonStyle: UInt, Sendable {
    case white, whiteOutline, black, blackOutline, automatic, automaticOutline
}

/// Hears from an Add to Siri button (never here: no one taps it).
public protocol INUIAddVoiceShortcutButtonDelegate: AnyObject {
    func present(_ addVoiceShortcutViewController: INUIAddVoiceShortcutViewController, for addVoiceShortcutButton: INUIAddVoiceShortcutButton)
    func present(_ editVoiceShortcutViewController: INUIEditVoiceShortcutViewController, for addVoiceShortcutButton: INUIAddVoiceShortcutButton)
}

/// The Add to Siri button, as IntentsUI's `INUIAddVoiceShortcutButton`: a `UIButton` kept as data, never drawn.
open class INUIAddVoiceShortcutButton: UIButton, @unchecked Sendable {
    /// How it looks.
    public let style: INUIAddVoiceShortcutButtonStyle
    /// The shortcut it adds.
    open var shortcut: INShortcut?
    /// Its delegate.
    open weak var delegate: (any INUIAddVoiceShortcutButtonDelegate)?
    /// The corner radius of its background.
    open var cornerRadius: CGFloat = 8

    /// A button of `style`.
    public init(style: INUIAddVoiceShortcutButtonStyle) {
        self.style = style
        super.init(frame: .zero)
    }

    /// Buttons from an archive are not supported on Linux.
    public required init?(coder: NSCoder) { return nil }

    /// Changes how it looks (the style given at creation is kept here).
    open func setStyle(_ style: INUIAddVoiceShortcutButtonStyle) {}
}

/// Hears whether a voice shortcut was added (never here).
public protocol INUIAddVoiceShortcutViewControllerDelegate: AnyObject {
    func addVoiceShortcutViewController(_ controller: INUIAddVoiceShortcutViewController, didFinishWith voiceShortcut: INVoiceShortcut?,
                                        error: (any Error)?)
    func addVoiceShortcutViewControllerDidCancel(_ controller: INUIAddVoiceShortcutViewController)
}

/// The sheet that records a voice shortcut, as IntentsUI's `INUIAddVoiceShortcutViewController`; never shown.
open class INUIAddVoiceShortcutViewController: UIViewController, @unchecked Sendable {
    /// The shortcut it would add.
    public let shortcut: INShortcut
    /// Its delegate.
    open weak var delegate: (any INUIAddVoiceShortcutViewControllerDelegate)?

    /// A sheet adding `shortcut`.
    public init(shortcut: INShortcut) {
        self.shortcut = shortcut
        super.init(nibName: nil, bundle: nil)
    }

    /// Controllers from an archive are not supported on Linux.
    public required init?(coder: NSCoder) { return nil }
}

/// Hears whether a voice shortcut was changed or deleted (never here).
public protocol INUIEditVoiceShortcutViewControllerDelegate: AnyObject {
    func editVoiceShortcutViewController(_ controller: INUIEditVoiceShortcutViewController, didUpdate voiceShortcut: INVoiceShortcut?,
                                         error: (any Error)?)
    func editVoiceShortcutViewController(_ controller: INUIEditVoiceShortcutViewController, didDeleteVoiceShortcutWithIdentifier deletedVoiceShortcutIdentifier: UUID)
    func editVoiceShortcutViewControllerDidCancel(_ controller: INUIEditVoiceShortcutViewController)
}

/// The sheet that edits a voice shortcut, as IntentsUI's `INUIEditVoiceShortcutViewController`; never shown.
open class INUIEditVoiceShortcutViewController: UIViewController, @unchecked Sendable {
    /// The shortcut it edits.
    public let voiceShortcut: INVoiceShortcut
    /// Its delegate.
    open weak var delegate: (any INUIEditVoiceShortcutViewControllerDelegate)?

    /// A sheet editing `voiceShortcut`.
    public init(voiceShortcut: INVoiceShortcut) {
        self.voiceShortcut = voiceShortcut
        super.init(nibName: nil, bundle: nil)
    }

    /// Controllers from an archive are not supported on Linux.
    public required init?(coder: NSCoder) { return nil }
}
