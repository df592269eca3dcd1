import Foundation
import Synchronization

/// Shows progress on a terminal as a bar, elsewhere (a CI log) as a line every tenth of the way.
///
/// Workers report as they finish groups of cells, in any order and from any thread, so a report can arrive
/// after a larger one: only progress past what was last shown is written, under a lock, so the lines only
/// ever go up and the last one is the total.
enum ProgressDisplay {
    /// A progress callback for ``MatrixRunner`` that writes to standard error.
    static func reporter(label: String) -> @Sendable (Int, Int) -> Void {
        let terminal = isatty(STDERR_FILENO) != 0
        let shown = Mutex(Steps(label: label, terminal: terminal))
        return { done, total in
            shown.withLock { steps in
                guard let text = steps.text(done: done, total: total) else { return }
                FileHandle.standardError.write(Data(text.utf8))
            }
        }
    }

    /// Which reports are shown: on a terminal each step of a 30-character bar, elsewhere each tenth.
    struct Steps: Sendable {
        var label: String
        var terminal: Bool
        /// The step last shown; -1 before the first.
        private var last = -1

        init(label: String, terminal: Bool) {
            self.label = label
            self.terminal = terminal
        }

        /// What to write for `done` of `total` cells, or nil when it shows nothing past what was written.
        mutating func text(done: Int, total: Int) -> String? {
            let total = max(total, 1)
            let steps = terminal ? 30 : 10
            let step = min(done, total) * steps / total
            guard step > last else { return nil }
            last = step
            if terminal {
                let bar = String(repeating: "█", count: step) + String(repeating: "·", count: steps - step)
                return "\r\(label) \(bar) \(done)/\(total)\(step == steps ? "\n" : "")"
            }
            return "\(label): \(done)/\(total) cells\n"
        }
    }
}
