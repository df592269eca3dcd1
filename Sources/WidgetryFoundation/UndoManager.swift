import Foundation

#if !canImport(Darwin)
/// Records changes so they can be undone and redone, as Foundation's `UndoManager` (Linux's Foundation lacks it): Core
/// Data contexts and text editors hold one. Each registered handler is one step; undoing runs the last step, and what
/// it registers while it runs becomes the step to redo.
open class UndoManager: NSObject, @unchecked Sendable {
    // @unchecked: an undo manager belongs to one thread (the main one, in apps), as in Foundation.
    private var undoStack: [() -> Void] = []
    private var redoStack: [() -> Void] = []
    private var state = State.normal
    private enum State { case normal, undoing, redoing }

    /// How many steps are kept (0: no limit).
    open var levelsOfUndo = 0
    /// The name of the last step, shown as "Undo <name>".
    open private(set) var undoActionName = ""

    public override init() { super.init() }

    /// Whether there is a step to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// Whether a step is being undone.
    open var isUndoing: Bool { state == .undoing }
    /// Whether a step is being redone.
    open var isRedoing: Bool { state == .redoing }

    /// Registers `handler`, called with `target` to undo the change just made.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        let step = { [weak target] in if let target { handler(target) } }
        switch state {
        case .undoing:
            redoStack.append(step)
        case .normal, .redoing:
            if state == .normal { redoStack.removeAll() }
            undoStack.append(step)
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        }
    }

    /// Names the last step.
    open func setActionName(_ actionName: String) { undoActionName = actionName }

    /// Undoes the last step.
    open func undo() {
        guard let step = undoStack.popLast() else { return }
        state = .undoing
        step()
        state = .normal
    }

    /// Redoes the last undone step.
    open func redo() {
        guard let step = redoStack.popLast() else { return }
        state = .redoing
        step()
        state = .normal
    }

    /// Forgets every step.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Opens a group of changes undone together (each registration stays its own step here).
    open func beginUndoGrouping() {}
    /// Closes the group.
    open func endUndoGrouping() {}
}
#endif
