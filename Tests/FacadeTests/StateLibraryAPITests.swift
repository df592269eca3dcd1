import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetryPipeline
import WidgetryOSLog

// A state-management library written as such libraries are (held-out batch 12's widget links one: signposts around
// each action, a presence binding that clears in the write's transaction, dialogs titled with a `Text` about a value,
// a collection view that is `DynamicViewContent`, waits in nanoseconds, UIKit alerts for its UIKit screens). Our own
// code, not the library's.

/// Runs an action inside a signpost interval when a trace records them, as reducers do.
struct SignpostedReducer {
    let log = OSLog(subsystem: "app.store", category: "Actions")
    let signposter = OSSignposter(subsystem: "app.store", category: "Effects")

    func reduce(_ state: inout Int, action: String) -> Int {
        var described: String?
        if log.signpostsEnabled {
            described = action.uppercased()
            os_signpost(.begin, log: log, name: "Action", "%s", described ?? "")
        }
        state += action.count
        if log.signpostsEnabled { os_signpost(.end, log: log, name: "Action") }
        let id = OSSignpostID(log: log)
        os_signpost(.event, log: log, name: "Effect Output", signpostID: id, "%s", action)
        let interval = signposter.beginInterval("Effect", id: signposter.makeSignpostID())
        defer { signposter.endInterval("Effect", interval) }
        return signposter.withIntervalSignpost("Measure") { state * 2 }
    }
}

extension Binding {
    /// True while the optional has a value; writing false clears it in the write's transaction.
    func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        .init(
            get: { self.wrappedValue != nil },
            set: { isPresent, transaction in
                guard !isPresent else { return }
                self.transaction(transaction).wrappedValue = nil
            }
        )
    }
}

/// A list of rows from a store's collection, editable as a `ForEach` is.
struct RowsView<Data: RandomAccessCollection, Row: View>: DynamicViewContent where Data.Element: Identifiable {
    let data: Data
    let row: (Data.Element) -> Row
    var body: some View { ForEach(data) { row($0) } }
}

struct Choice: Identifiable { let id: Int; let title: String }

struct ChoiceDialogView: View {
    @Binding var pending: Choice?
    var body: some View {
        RowsView(data: [Choice(id: 1, title: "Archive")]) { Text($0.title) }
            .onDelete { _ in }
            .confirmationDialog(pending.map { Text($0.title) } ?? Text(""), isPresented: $pending.isPresent(), titleVisibility: .visible,
                                presenting: pending) { choice in
                Button(choice.title, role: .destructive) { pending = nil }
            }
    }
}

/// The UIKit form of the same dialog, for the library's UIKit screens.
func alert(for choice: Choice, confirm: @escaping () -> Void) -> UIAlertController {
    let alert = UIAlertController(title: choice.title, message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let destroy = UIAlertAction(title: "Delete", style: .destructive) { _ in confirm() }
    alert.addAction(destroy)
    alert.preferredAction = destroy
    alert.addTextField { $0.placeholder = "Type DELETE" }
    return alert
}

@Suite struct StateLibraryAPITests {
    @Test("signposts record nothing (no trace runs during a check) and the work they wrap runs as written")
    func signposts() {
        var state = 1
        #expect(SignpostedReducer().reduce(&state, action: "load") == 10)
        #expect(state == 5)
        #expect(!OSLog.default.signpostsEnabled && !OSSignposter().isEnabled)
        // Each new identifier is its own interval.
        let log = OSLog(subsystem: "s", category: "c")
        #expect(OSSignpostID(log: log) != OSSignpostID(log: log))
    }

    @Test("a binding made with a transaction-taking setter writes through to its owner")
    func transactionBinding() {
        var pending: Choice? = Choice(id: 2, title: "Delete")
        let owner = Binding(get: { pending }, set: { pending = $0 })
        let presented = owner.isPresent()
        #expect(presented.wrappedValue)
        presented.wrappedValue = false
        #expect(pending == nil && !presented.wrappedValue)
    }

    @Test("a dialog titled with a Text about a value, over a DynamicViewContent list, draws the list")
    @MainActor func dialogOverRows() throws {
        let rendered = CellPipeline().render(AnyView(ChoiceDialogView(pending: .constant(Choice(id: 3, title: "Keep")))), named: "dialog",
                                             in: WidgetCell(family: .systemSmall), output: .layout)
        #expect(try #require(rendered.layout).texts.map(\.text.string) == ["Archive"])
    }

    @Test("a UIKit alert keeps its title, message, actions and fields as data; no handler runs")
    func uikitAlert() {
        var confirmed = false
        let made = alert(for: Choice(id: 4, title: "Delete note")) { confirmed = true }
        #expect(made.title == "Delete note" && made.message == "This cannot be undone." && made.preferredStyle == .alert)
        #expect(made.actions.map(\.style) == [.cancel, .destructive] && made.preferredAction?.title == "Delete")
        #expect(made.textFields?.first?.placeholder == "Type DELETE")
        #expect(!confirmed)
    }

    @Test("Darwin's nanosecond constants, as a task sleeps by them")
    func nanoseconds() {
        // <dispatch/time.h>: 10^9 ns a second, 10^6 a millisecond, 10^3 a microsecond; 10^6 µs a second.
        #expect(UInt64(0.25 * Double(NSEC_PER_SEC)) == 250 * NSEC_PER_MSEC)
        #expect(NSEC_PER_USEC * USEC_PER_SEC == NSEC_PER_SEC)
    }
}
