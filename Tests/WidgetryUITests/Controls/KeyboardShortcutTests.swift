import Foundation
import Testing
@testable import WidgetryUI

/// A remote-control screen's key map, as apps shared with widgets write it.
@Suite struct KeyboardShortcutTests {
    enum RemoteButton { case up, down, left, right, back, backspace, letter(Character) }

    func button(for key: KeyEquivalent) -> RemoteButton {
        switch key {
        case .upArrow: .up
        case .downArrow: .down
        case .leftArrow: .left
        case .rightArrow: .right
        case .escape: .back
        case .delete, .deleteForward: .backspace
        default: .letter(key.character)
        }
    }

    @Test("Special keys carry Apple's characters (upArrow U+F700, delete U+0008, escape U+001B); letters map through")
    func keyCharacters() {
        #expect(KeyEquivalent.upArrow.character == "\u{F700}" && KeyEquivalent.delete.character == "\u{08}")
        #expect(KeyEquivalent.escape.character == "\u{1B}" && KeyEquivalent.return.character == "\r")
        if case .up = button(for: .upArrow) {} else { Issue.record("upArrow is not up") }
        if case .letter(let letter) = button(for: "a") { #expect(letter == "a") } else { Issue.record("'a' is not a letter") }
        #expect(KeyboardShortcut("r").modifiers == .command && KeyboardShortcut.defaultAction.key == .return)
    }

    @Test("A keyboard shortcut changes nothing drawn: a widget has no keyboard")
    func shortcutAccepted() {
        let plain = Button("Refresh") {}
        let withShortcut = Button("Refresh") {}.keyboardShortcut("r", modifiers: [.command, .shift]).keyboardShortcut(.defaultAction)
        let a = layout(plain).texts.map(\.element.frame), b = layout(withShortcut).texts.map(\.element.frame)
        #expect(!a.isEmpty && a == b)
    }
}
