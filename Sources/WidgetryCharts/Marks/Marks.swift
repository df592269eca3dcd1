import Foundation
import WidgetryUI

/// Bars: a value per category or date bin, or an interval, as Swift Charts' `BarMark`.
public struct BarMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .bar)

    /// A bar from zero to `y` at `x` (vertical when x is a category or a date bin), or the other way round.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.x = x.datum; mark.y = y.datum; mark.width = width; mark.height = height; mark.stacking = stacking
    }
    /// A vertical bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark.x = x.datum; mark.yStart = yStart.datum; mark.yEnd = yEnd.datum; mark.width = width
    }
    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark.xStart = xStart.datum; mark.xEnd = xEnd.datum; mark.y = y.datum; mark.height = height
    }
    /// A bar spanning the plot's height at `x`.
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.x = x.datum; mark.width = width; mark.stacking = stacking
    }
    /// A bar spanning the plot's width at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.y = y.datum; mark.height = height; mark.stacking = stacking
    }
    func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}

/// A line through points, one line per series, as Swift Charts' `LineMark`.
public struct LineMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .line)

    /// A point of a line.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.datum; mark.y = y.datum
    }
    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark.x = x.datum; mark.y = y.datum; mark.lineSeries = series.datum.value
    }
    func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}

/// The area under a line, or between two values, as Swift Charts' `AreaMark`.
public struct AreaMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .area)

    /// A point of an area from zero (or the series below it, stacked) to `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark.x = x.datum; mark.y = y.datum; mark.stacking = stacking
    }
    /// A point of the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        mark.x = x.datum; mark.y = y.datum; mark.lineSeries = series.datum.value; mark.stacking = stacking
    }
    /// A point of an area between `yStart` and `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.datum; mark.yStart = yStart.datum; mark.yEnd = yEnd.datum
    }
    func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}

/// A symbol at a point, as Swift Charts' `PointMark`.
public struct PointMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .point)

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.datum; mark.y = y.datum
    }
    /// A point on the x axis' line.
    public init<X: Plottable>(x: PlottableValue<X>) { mark.x = x.datum }
    /// A point on the y axis' line.
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark.y = y.datum }
    func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}

/// A straight line across the plot at a value (a goal, an average), or a segment, as Swift Charts' `RuleMark`.
public struct RuleMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .rule)

    /// A horizontal line across the plot at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark.y = y.datum }
    /// A vertical line across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) { mark.x = x.datum }
    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.xStart = xStart.datum; mark.xEnd = xEnd.datum; mark.y = y.datum
    }
    /// A vertical segment at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.datum; mark.yStart = yStart.datum; mark.yEnd = yEnd.datum
    }
    func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}

/// A rectangle at a point or spanning intervals (heat maps), as Swift Charts' `RectangleMark`.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .rectangle)

    /// A rectangle centred at `x`, `y` (a cell of the band for categories).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark.x = x.datum; mark.y = y.datum; mark.width = width; mark.height = height
    }
    /// A rectangle spanning the two intervals.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.xStart = xStart.datum; mark.xEnd = xEnd.datum; mark.yStart = yStart.datum; mark.yEnd = yEnd.datum
    }
    func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}

/// A slice of a pie or donut, as Swift Charts' `SectorMark` (iOS 17).
public struct SectorMark: ChartContent, PrimitiveChartContent {
    var mark = ChartMark(kind: .sector)

    /// A slice whose share of the circle is `angle`'s share of all slices' total.
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {
        if case .number(let value) = angle.datum.value { mark.angle = value }
        mark.innerRadius = innerRadius; mark.outerRadius = outerRadius; mark.angularInset = angularInset ?? 0
    }
    func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}
