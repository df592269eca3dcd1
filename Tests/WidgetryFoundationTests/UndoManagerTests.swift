import Foundation
import Testing
import WidgetryFoundation

/// Undo and redo as an editor registers them: each change registers its inverse.
@Suite struct UndoManagerTests {
    final class Counter {
        var value = 0
        let undoManager = UndoManager()
        func set(_ newValue: Int) {
            let old = value
            undoManager.registerUndo(withTarget: self) { $0.set(old) }
            value = newValue
        }
    }

    @Test("Undo runs the last change's inverse; what the inverse registers is the redo; a new change clears the redo")
    func undoAndRedo() {
        let counter = Counter()
        counter.set(1)
        counter.set(2)
        counter.undoManager.undo()
        #expect(counter.value == 1 && counter.undoManager.canRedo)
        counter.undoManager.redo()
        #expect(counter.value == 2)
        counter.undoManager.undo()
        counter.set(5)
        #expect(!counter.undoManager.canRedo && counter.undoManager.canUndo)
        counter.undoManager.removeAllActions()
        #expect(!counter.undoManager.canUndo)
    }
}
