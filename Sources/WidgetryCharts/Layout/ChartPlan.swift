import Foundation
import WidgetryFindings
import WidgetryUI

/// Which axis a grid line, tick or label belongs to.
enum ChartAxisID: Sendable { case x, y }

/// A box in the plot's unit square (x to the right, y upwards), with lengths in points where a mark's width
/// or height is fixed.
struct UnitBox {
    var x0: Double, x1: Double, y0: Double, y1: Double
    var fixedWidth: CGFloat?
    var fixedHeight: CGFloat?

    /// Whether the box reaches outside the unit square (beyond rounding).
    var isOutside: Bool {
        let tolerance = 1e-6
        return min(x0, x1) < -tolerance || max(x0, x1) > 1 + tolerance || min(y0, y1) < -tolerance || max(y0, y1) > 1 + tolerance
    }
}

/// Where the layout places one subview of the chart.
enum ChartItemRole {
    /// The plot background (`chartPlotStyle`), placed at the whole plot.
    case plotBackground
    /// A shape drawn in the plot's unit square (lines, areas, rules, sectors, grid lines), placed at the plot.
    case plotArea
    /// A bar or rectangle.
    case box(UnitBox)
    /// A symbol centred on a point, `diameter` points across.
    case point(x: Double, y: Double, diameter: CGFloat)
    /// A tick outside the plot at a fraction along the axis.
    case tick(ChartAxisID, Double, length: CGFloat)
    /// A value label at a fraction along the axis; `slot` is the fraction of the axis it may take, `centered`
    /// whether it is centred on the value (else it starts there).
    case label(ChartAxisID, Double, slot: Double?, centered: Bool, spacing: CGFloat)
    /// A view next to a mark.
    case annotation(UnitBox, AnnotationPosition, Alignment, spacing: CGFloat)
    /// The legend.
    case legend
}

/// One subview of the chart and where it goes.
struct ChartItem {
    var role: ChartItemRole
    var view: AnyView
    /// What it shows, for findings (`“Mon”`, `legend`).
    var name: String = ""
}

/// A chart resolved from its content and modifiers: its scales, and the views the layout places. A class so
/// that the layout (which places) and the findings modifier (which reports after placement) share it.
final class ChartPlan {
    var items: [ChartItem] = []
    var xScale: ChartScale?
    var yScale: ChartScale?
    var xPadding: (start: CGFloat, end: CGFloat) = (0, 0)
    var yPadding: (start: CGFloat, end: CGFloat) = (0, 0)
    var yAxisLeading = false
    var xAxisTop = false
    var legendOnTop = false
    var legendSpacing: CGFloat = ChartPlan.legendSpacing
    /// The series in order, with the style and symbol each is drawn with.
    var series: [(value: PlottedValue, style: AnyShapeStyle, symbol: ChartSymbolDrawing?)] = []
    /// The `symbol(by:)` values in order, and the `chartSymbolScale` mapping.
    var symbolGroups: [PlottedValue] = []
    var configurationSymbols: [(PlottedValue, ChartSymbolDrawing)] = []
    /// Findings known before layout (marks outside the plot, series told apart by colour alone).
    var findings: [Finding] = []
    /// Findings the last placement found (overlapping labels, a legend without room).
    var layoutFindings: [Finding] = []
    /// The plot's frame in the last placement, for tests and findings.
    var plotFrame: CGRect = .zero

    // Metrics. Apple publishes none for Swift Charts; these match its default look closely enough that
    // what fits and what collides is decided as on a device (docs/charts.md).
    /// Between an axis label and the plot or tick.
    static let labelSpacing: CGFloat = 4
    /// Between the plot and the legend.
    static let legendSpacing: CGFloat = 8
    /// A tick's length.
    static let tickLength: CGFloat = 4
    /// A grid line's width.
    static let gridLineWidth: CGFloat = 0.5
    /// A bar's share of its band (category or date bin) when its width is automatic.
    static let barBandRatio: Double = 0.8
    /// The default symbol's diameter.
    static let symbolDiameter: CGFloat = 8
    /// A line's width.
    static let lineWidth: CGFloat = 2
    /// The colours a series takes in order when no `chartForegroundStyleScale` names one (Swift Charts'
    /// default categorical palette starts blue, green, orange, purple, red).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
    /// The grid lines' and ticks' colour.
    static let gridStyle = AnyShapeStyle(Color.gray.opacity(0.35))

    var allFindings: [Finding] { findings + layoutFindings }
}
