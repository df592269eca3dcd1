import Foundation
import WidgetryUI

/// One legend entry: a series' symbol in its style, and its name.
struct LegendEntry: Identifiable {
    var id: Int
    var name: String
    var style: AnyShapeStyle
    var symbol: ChartSymbolDrawing
}

/// The automatic legend: entries in a row, each a symbol and the series' name in the secondary style, as
/// Swift Charts draws its default legend under the plot.
struct ChartLegendView: View {
    let entries: [LegendEntry]

    /// The symbol's size and the gaps, in points.
    static let symbolSize: CGFloat = 8
    static let entrySpacing: CGFloat = 10
    static let symbolSpacing: CGFloat = 4

    var body: some View {
        HStack(spacing: Self.entrySpacing) {
            ForEach(entries) { entry in
                HStack(spacing: Self.symbolSpacing) {
                    ChartSymbolView(symbol: entry.symbol).fill(entry.style).frame(width: Self.symbolSize, height: Self.symbolSize)
                    Text(verbatim: entry.name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
