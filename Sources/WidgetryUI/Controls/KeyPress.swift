import Foundation

/// A key pressed while a view has focus, as SwiftUI's `KeyPress` (iOS 17). A widget has no keyboard and no focus, so
/// no key press reaches a rendered view; the type exists for views shared with an app screen (a grid that moves its
/// selection with the arrow keys).
public struct KeyPress: Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The characters the key typed.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Whether the key went down, repeated or came up.
    public let phase: Phases

    /// A press of `key` (as a test or a preview builds one).
    public init(key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [], phase: Phases = .down) {
        self.key = key
        self.characters = characters ?? String(key.character)
        self.modifiers = modifiers
        self.phase = phase
    }

    /// The phases of a key press, as `KeyPress.Phases`.
    public struct Phases: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether a handler used the press, as `KeyPress.Result`.
    public enum Result: Sendable, Hashable {
        case handled, ignored
    }
}

// Key presses, focus and pointer hover: an app screen's input, which a widget never receives (iOS delivers a widget
// only taps on links and App Intent buttons). Each modifier is kept so shared views compile; none changes the picture.
extension View {
    /// Handles key presses while the view has focus: never called in a render.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Handles presses of `key`: never called in a render.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    /// Handles presses of `key` in `phases`: never called in a render.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Handles presses of any of `keys`: never called in a render.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Handles typed characters in `characters`: never called in a render.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Whether the view can take focus (iOS 17): a widget has no focus, so nothing is drawn for it.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// Whether the view can take focus for `interactions` (iOS 17).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
    /// Hides the focus ring (iOS 17): a render shows none to hide.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// An action for a pointer entering or leaving the view (iPadOS): never called in a render.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// An action for a pointer moving over the view (iPadOS 16): never called in a render.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
}

/// Which interactions focus serves, as SwiftUI's `FocusInteractions` (iOS 17).
public struct FocusInteractions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Focus for activating the view (a button's keyboard press).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Focus for editing (a text field).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// Every interaction.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// Where a hovering pointer is, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Sendable, Equatable {
    /// The pointer is at this location.
    case active(CGPoint)
    /// The pointer left.
    case ended
}
