import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// The small cell on the default device.
let smallCell = WidgetCell(family: .systemSmall)

/// The strings a rendered cell's layout shows, in placement order.
func texts(of cell: RenderedCell) -> [String] {
    cell.layout?.texts.map(\.text.string) ?? []
}

/// The strings `view` shows when rendered as a small widget.
func texts(of view: AnyView) -> [String] {
    texts(of: CellPipeline().render(view, named: "test", in: smallCell, output: .layout))
}

/// The context of a small-widget snapshot.
var smallContext: TimelineProviderContext {
    TimelineProviderContext(family: .systemSmall, displaySize: smallCell.size ?? .zero, isPreview: true)
}
