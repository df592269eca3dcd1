import Foundation
import WidgetryFoundation
import WidgetryUI

/// A control, as UIKit's `UIControl`: the base of buttons, switches and sliders in app screens that a widget
/// extension's shared code includes. Never drawn or touched here (see ``UIView``); targets and actions are
/// kept, and ``sendActions(for:)`` runs the closure actions (``UIAction``) — a selector names a method that Linux
/// has no Objective-C runtime to call, so target–action pairs are recorded, not invoked.
open class UIControl: UIView, @unchecked Sendable {
    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// What happens to a control, as UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control takes touches.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false
    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []
    private var closureActions: [(action: UIAction, events: Event)] = []

    /// Records that `action` is sent to `target` for `controlEvents` (see the type's note on selectors).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((target as AnyObject?, action, controlEvents))
    }
    /// Forgets the target–action pairs matching `target` (any when `nil`), `action` and `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetActions.removeAll { pair in
            (target == nil || pair.target === (target as AnyObject)) && (action == nil || pair.action == action)
                && !pair.events.isDisjoint(with: controlEvents)
        }
    }
    /// The events for which `target` gets actions.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = targetActions.filter { $0.target === (target as AnyObject?) && !$0.events.isDisjoint(with: controlEvent) }
            .map { $0.action.description }
        return names.isEmpty ? nil : names
    }
    /// Runs `action` for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        closureActions.append((action, controlEvents))
    }
    /// Stops running `action`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        closureActions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }
    /// Runs the closure actions added for `controlEvents` (target–action pairs are not invoked: see the type).
    open func sendActions(for controlEvents: Event) {
        for entry in closureActions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }
}

/// A closure run by a control or a menu, as UIKit's `UIAction`.
open class UIAction: NSObject, @unchecked Sendable {
    /// The title shown in a menu.
    open var title: String
    /// The image shown in a menu.
    open var image: UIImage?
    /// An identifier of the action.
    open var identifier: String
    /// What runs.
    public let handler: (UIAction) -> Void

    /// An action that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
        super.init()
    }
}

/// A tappable control, as UIKit's `UIButton`; never drawn or tapped here (see ``UIView``).
open class UIButton: UIControl, @unchecked Sendable {
    /// A button's look, as UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// The system's rounded rectangle of old, now `system`.
        public static let roundedRect = ButtonType.system
    }

    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom

    /// A system-style button showing `image` that sends `action` to `target`, as `systemButton(with:target:action:)`.
    /// Made as a `UIButton`: UIKit's initializers are not `required`, so a subclass's own cannot be called from here.
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        guard let made = button as? Self else { preconditionFailure("systemButton(with:target:action:) makes a UIButton, not a \(Self.self)") }
        return made
    }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }
    /// A button that runs `primaryAction` when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    /// The title for `state`, or the normal one.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }
    /// Sets the title colour for `state` (never drawn).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    /// The image for `state`, or the normal one.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }
    /// Sets the background image shown in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state.rawValue] = image }
    /// The background image for `state`, or the normal one.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }
    /// The image of the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image of the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The title of the current state.
    open var currentTitle: String? { title(for: state) }
    /// The label showing the title (the same label each time, as UIKit's), its text the current title.
    open var titleLabel: UILabel? {
        titleLabelView.text = currentTitle
        return titleLabelView
    }
    private lazy var titleLabelView = UILabel()
    /// The view showing the image (the same view each time), its image the current one.
    open var imageView: UIImageView? {
        imageViewView.image = currentImage
        return imageViewView
    }
    private lazy var imageViewView = UIImageView(frame: .zero)
}
