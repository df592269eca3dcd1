import Foundation
import Testing
import WidgetryFindings
import WidgetryPipeline
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// A birthday list's placeholder entry has people with blank names: redacted, an empty `Text` is no bar, and nothing
/// invalid is drawn (held-out batch 6 reported "1 fill command has a NaN or infinite coordinate" there).
@Suite struct RedactedEmptyTextTests {
    @Test("A redacted empty text draws no bar and no invalid fill; a redacted name still draws its bar")
    func emptyTextRedacted() throws {
        let cell = WidgetCell(family: .systemMedium)
        let row = { (name: String) in
            AnyView(VStack { HStack(alignment: .firstTextBaseline) { Text(name).font(.subheadline); Spacer(); Text("in 3 days").font(.caption) } }
                .redacted(reason: .placeholder))
        }
        let empty = CellPipeline().render(row(""), named: "birthdays", in: cell)
        #expect(!empty.findings.contains { $0.kind == .invalidValue }, "\(empty.findings.map(\.message))")
        let named = CellPipeline().render(row("Ann"), named: "birthdays", in: cell)
        #expect(!named.findings.contains { $0.kind == .invalidValue })
    }
}
