import Foundation

/// A key a keyboard shortcut or a key press names, as SwiftUI's `KeyEquivalent`. A widget has no keyboard: shortcuts
/// are accepted and never fire, but app code that maps keys (a remote-control screen shared with a widget) compiles.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public var character: Character
    /// The key for `character`.
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    // The special keys carry the private-use characters AppKit and UIKit give them (NSUpArrowFunctionKey 0xF700 …).
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{08}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// Modifier keys held with a key, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key with its modifiers, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers
    /// How the shortcut follows the keyboard's layout (iOS 15).
    public var localization: Localization = .automatic
    /// A shortcut of `key` with `modifiers` (⌘ by default, as SwiftUI's).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }
    /// A shortcut of `key` with `modifiers` and how it is localized (iOS 15).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.init(key, modifiers: modifiers)
        self.localization = localization
    }

    /// How a shortcut adapts to the keyboard's layout and the writing direction, as `KeyboardShortcut.Localization`.
    public struct Localization: Hashable, Sendable {
        let name: String
        /// Remapped for the keyboard layout and mirrored for right-to-left languages.
        public static let automatic = Localization(name: "automatic")
        /// Remapped for the keyboard layout, never mirrored.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Used exactly as given.
        public static let custom = Localization(name: "custom")
    }
    /// The Return key: a dialog's default action.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The Escape key: a dialog's cancel action.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// A keyboard shortcut for this control; accepted (a widget has no keyboard).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// A keyboard shortcut with its localization (iOS 15); accepted.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View { self }
    /// A keyboard shortcut for this control; accepted.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    /// A keyboard shortcut, or none; accepted.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}
