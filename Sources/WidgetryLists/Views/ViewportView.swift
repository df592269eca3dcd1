import Foundation
import WidgetryUI

/// Draws the items of a ``LayoutViewport``: each cell framed to its item's frame, moved into viewport
/// coordinates, the whole clipped to the viewport. Shared by ``List`` and ``LazyVGrid``, so a
/// table-style list and a grid render through the same code.
struct ViewportView<Cell: View>: View {
    let viewport: LayoutViewport
    let cell: (ViewportItem) -> Cell

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(viewport.items) { item in
                let frame = viewport.viewportFrame(of: item)
                cell(item)
                    .frame(width: frame.width, height: frame.height, alignment: .topLeading)
                    .offset(x: frame.minX, y: frame.minY)
            }
        }
        .frame(width: viewport.size.width, height: viewport.size.height, alignment: .topLeading)
        .clipped()
    }
}
