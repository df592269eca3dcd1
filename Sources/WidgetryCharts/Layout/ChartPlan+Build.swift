import Foundation
import WidgetryFindings
import WidgetryUI

extension ChartPlan {
    /// Resolves `marks` with the chart modifiers' `configuration`; `accented` says whether the widget is drawn
    /// in the accented rendering mode (tinted and glass Home Screens).
    static func make(marks: [ChartMark], configuration: ChartConfiguration, accented: Bool) -> ChartPlan {
        let plan = ChartPlan()
        plan.resolveSeries(marks, configuration: configuration)
        let onlySectors = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        if onlySectors {
            plan.addSectors(marks)
        } else {
            plan.addCartesian(marks, configuration: configuration)
        }
        plan.addLegend(configuration: configuration)
        plan.noteUnmodelledScales(configuration)
        if accented { plan.checkColorOnlySeries(marks) }
        return plan
    }

    // MARK: Series

    func resolveSeries(_ marks: [ChartMark], configuration: ChartConfiguration) {
        var seen: [PlottedValue] = []
        for mark in marks { if let value = mark.series, !seen.contains(value) { seen.append(value) } }
        var symbolGroups: [PlottedValue] = []
        for mark in marks { if let value = mark.symbolGroup, !symbolGroups.contains(value) { symbolGroups.append(value) } }
        series = seen.enumerated().map { index, value in
            let style = configuration.foregroundStyleScale.first { $0.0 == value }?.1 ?? AnyShapeStyle(Self.palette[index % Self.palette.count])
            // A series' legend symbol: the symbol its marks take by `symbol(by:)` when that follows the series.
            let groups = Set(marks.filter { $0.series == value }.compactMap(\.symbolGroup))
            var symbol: ChartSymbolDrawing?
            if groups.count == 1, let group = groups.first, let at = symbolGroups.firstIndex(of: group) {
                symbol = symbolDrawing(for: group, index: at, configuration: configuration)
            }
            return (value, style, symbol)
        }
        self.symbolGroups = symbolGroups
        self.configurationSymbols = configuration.symbolScale
    }

    func symbolDrawing(for group: PlottedValue, index: Int, configuration: ChartConfiguration) -> ChartSymbolDrawing {
        configuration.symbolScale.first { $0.0 == group }?.1 ?? ChartSymbolDrawing(BasicChartSymbolShape.scale[index % BasicChartSymbolShape.scale.count])
    }

    func style(of mark: ChartMark) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let value = mark.series, let entry = series.first(where: { $0.value == value }) { return entry.style }
        return AnyShapeStyle(Color.accentColor)
    }

    func symbol(of mark: ChartMark) -> ChartSymbolDrawing {
        if let symbol = mark.symbol { return symbol }
        if let group = mark.symbolGroup, let index = symbolGroups.firstIndex(of: group) {
            return configurationSymbols.first { $0.0 == group }?.1 ?? ChartSymbolDrawing(BasicChartSymbolShape.scale[index % BasicChartSymbolShape.scale.count])
        }
        return ChartSymbolDrawing(BasicChartSymbolShape.circle)
    }

    // MARK: Bars and stacks

    /// Whether a datum takes a band (a category or a binned date).
    static func isBand(_ datum: ChartDatum?) -> Bool {
        guard let datum else { return false }
        if case .category = datum.value { return true }
        return datum.unit != nil
    }

    /// A key for the band or value a datum stands at, to stack marks that share it.
    static func key(_ datum: ChartDatum?) -> String {
        guard let datum else { return "" }
        if let bin = datum.bin { return "bin:\(bin.start.timeIntervalSince1970)" }
        return "\(datum.value)"
    }

    /// A bar's or area's extent along its value axis after stacking, and whether it runs vertically.
    struct ValueExtent { var vertical: Bool; var low: Double; var high: Double }

    static func valueExtents(_ marks: [ChartMark]) -> [Int: ValueExtent] {
        var extents: [Int: ValueExtent] = [:]
        var positive: [String: Double] = [:], negative: [String: Double] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            let vertical: Bool
            let value: ChartDatum?
            if mark.kind == .area { vertical = true; value = mark.y }
            else if mark.x != nil, mark.y != nil { vertical = isBand(mark.x) || !isBand(mark.y); value = vertical ? mark.y : mark.x }
            else { continue }
            guard let number = value?.value.continuous, case .number = value?.value else { continue }
            let stacks = mark.stacking != .unstacked && mark.positionGroup == nil
            let key = (mark.kind == .area ? "area:" : "bar:") + Self.key(vertical ? mark.x : mark.y)
            if stacks {
                if number >= 0 {
                    let base = positive[key, default: 0]; positive[key] = base + number
                    extents[index] = ValueExtent(vertical: vertical, low: base, high: base + number)
                } else {
                    let base = negative[key, default: 0]; negative[key] = base + number
                    extents[index] = ValueExtent(vertical: vertical, low: base + number, high: base)
                }
            } else {
                extents[index] = ValueExtent(vertical: vertical, low: min(0, number), high: max(0, number))
            }
        }
        return extents
    }

    // MARK: Cartesian charts

    func addCartesian(_ marks: [ChartMark], configuration: ChartConfiguration) {
        let extents = Self.valueExtents(marks)
        var xData: [ChartDatum] = [], yData: [ChartDatum] = []
        for (index, mark) in marks.enumerated() {
            if let extent = extents[index] {
                let values = [ChartDatum(value: .number(extent.low)), ChartDatum(value: .number(extent.high))]
                if extent.vertical { xData += mark.xData; yData += values } else { yData += mark.yData; xData += values }
            } else {
                xData += mark.xData; yData += mark.yData
            }
        }
        let xGroups = configuration.xAxis.groups, yGroups = configuration.yAxis.groups
        xScale = Self.scale(data: xData, configuration: configuration.xScale, groups: xGroups)
        yScale = Self.scale(data: yData, configuration: configuration.yScale, groups: yGroups)
        xPadding = configuration.xScale.padding
        yPadding = configuration.yScale.padding
        guard let xScale, let yScale else { return }

        if configuration.plotStyle != nil {
            items.append(ChartItem(role: .plotBackground, view: configuration.plotStyle!(ChartPlotContent()), name: "plot"))
        }
        let xAxis = axisMarks(.x, scale: xScale, configuration: configuration.xAxis)
        let yAxis = axisMarks(.y, scale: yScale, configuration: configuration.yAxis)
        items += xAxis.grid + yAxis.grid
        addMarks(marks, extents: extents, x: xScale, y: yScale)
        items += xAxis.ticks + yAxis.ticks + xAxis.labels + yAxis.labels
        addAnnotations(marks, extents: extents, x: xScale, y: yScale)
    }

    static func scale(data: [ChartDatum], configuration: ScaleConfiguration, groups: [AxisMarkGroup]?) -> ChartScale? {
        var explicit: [PlottedValue] = []
        var desired: Int?, roundLower: Bool?, roundUpper: Bool?, minimumStride: Double?
        for group in groups ?? [] {
            switch group.values.kind {
            case .explicit(let values): explicit += values
            case .automatic(let count, let lower, let upper, let stride):
                desired = count ?? desired; roundLower = lower ?? roundLower; roundUpper = upper ?? roundUpper; minimumStride = stride ?? minimumStride
            default: break
            }
        }
        guard !data.isEmpty || configuration.domain != nil else { return nil }
        return ChartScale.resolve(data: data, configuration: configuration, explicitAxisValues: explicit.filter { $0.continuous != nil },
                                  desiredCount: desired, roundBounds: (roundLower, roundUpper), minimumStride: minimumStride, includesZeroByDefault: true)
    }

    // MARK: Axes

    /// The grid lines, ticks and labels of one axis, from its `AxisMarks` or the default marks: grid lines
    /// and labels for numbers, grid lines, ticks and labels for dates, labels alone for categories (Swift
    /// Charts' default axes as its documentation's figures show them).
    func axisMarks(_ axis: ChartAxisID, scale: ChartScale, configuration: AxisConfiguration) -> (grid: [ChartItem], ticks: [ChartItem], labels: [ChartItem]) {
        guard configuration.visibility != .hidden else { return ([], [], []) }
        var grid: [ChartItem] = [], ticks: [ChartItem] = [], labels: [ChartItem] = []
        let groups = configuration.groups ?? [AxisMarkGroup(preset: .automatic, position: .automatic, values: .automatic, content: nil)]
        for group in groups {
            switch group.position.kind {
            case .leading: if axis == .y { yAxisLeading = true }
            case .top: if axis == .x { xAxisTop = true }
            default: break
            }
            let values = scale.values(for: group.values)
            let positions = values.map { scale.center(ChartDatum(value: $0, unit: scale.dateUnit, calendar: scale.calendar)) ?? scale.position($0) }
            for (index, value) in values.enumerated() {
                guard let position = positions[index], position >= -1e-9, position <= 1 + 1e-9 else { continue }
                let axisValue = AxisValue(index: index, count: values.count, value: value)
                let pieces = group.content?(axisValue) ?? defaultPieces(axis, scale: scale)
                // Binned dates: a mark sits at the bin's start unless centred; categories always centre.
                let band = scale.band(ChartDatum(value: value, unit: scale.dateUnit, calendar: scale.calendar))
                for piece in pieces {
                    switch piece {
                    case .gridLine(let spec):
                        let at = anchor(position, band: band, centered: spec.centered ?? scale.isCategorical)
                        let from = axis == .x ? CGPoint(x: at, y: 0) : CGPoint(x: 0, y: at)
                        let to = axis == .x ? CGPoint(x: at, y: 1) : CGPoint(x: 1, y: at)
                        let stroke = spec.stroke ?? StrokeStyle(lineWidth: Self.gridLineWidth)
                        grid.append(ChartItem(role: .plotArea, view: AnyView(ChartSegmentShape(from: from, to: to).stroke(spec.style ?? Self.gridStyle, style: stroke)), name: "grid line"))
                    case .tick(let spec):
                        let at = anchor(position, band: band, centered: spec.centered ?? scale.isCategorical)
                        let width = spec.stroke?.lineWidth ?? Self.gridLineWidth
                        ticks.append(ChartItem(role: .tick(axis, at, length: spec.length ?? Self.tickLength),
                                               view: AnyView(Rectangle().fill(spec.style ?? Self.gridStyle).frame(width: axis == .x ? width : nil, height: axis == .y ? width : nil)),
                                               name: "tick"))
                    case .label(let spec):
                        let centered = spec.centered ?? (scale.isCategorical || band == nil)
                        let at = anchor(position, band: band, centered: centered)
                        let text = spec.text?(value) ?? AnyView(scale.automaticLabel(value, valueCount: values.count))
                        let slot: Double? = {
                            if let band { return band.1 - band.0 }
                            let others = positions.compactMap { $0 }.filter { abs($0 - position) > 1e-9 }.map { abs($0 - position) }
                            return others.min()
                        }()
                        let view = text.font(spec.font ?? .caption2).foregroundStyle(spec.style ?? AnyShapeStyle(Color.secondary)).lineLimit(1)
                        labels.append(ChartItem(role: .label(axis, at, slot: axis == .x ? slot : nil, centered: centered, spacing: spec.spacing ?? Self.labelSpacing),
                                                view: AnyView(view), name: value.axisName))
                    }
                }
            }
        }
        return (grid, ticks, labels)
    }

    func anchor(_ position: Double, band: (Double, Double)?, centered: Bool) -> Double {
        guard let band, !centered else { return position }
        return band.0
    }

    func defaultPieces(_ axis: ChartAxisID, scale: ChartScale) -> [AxisMarkPiece] {
        if scale.isCategorical { return [.label(AxisLabelSpec())] }
        if scale.isDate { return [.gridLine(AxisLineSpec()), .tick(AxisLineSpec()), .label(AxisLabelSpec())] }
        return [.gridLine(AxisLineSpec()), .label(AxisLabelSpec())]
    }

    // MARK: Marks

    /// Where a bar or rectangle lies along one axis: its band (narrowed to its share when automatic, split
    /// by `position(by:)`), or its value extent.
    func span(_ datum: ChartDatum?, start: ChartDatum?, end: ChartDatum?, scale: ChartScale, dimension: MarkDimension,
              group: (index: Int, count: Int)?, fallback: (Double, Double)) -> (Double, Double, fixed: CGFloat?) {
        if let start, let end, let a = scale.center(start), let b = scale.center(end) {
            // An interval between two values: from the start of the first band to the end of the last.
            let a0 = scale.band(start)?.0 ?? a, b1 = scale.band(end)?.1 ?? b
            return (min(a0, b1), max(a0, b1), nil)
        }
        guard let datum else { return (fallback.0, fallback.1, nil) }
        if let band = scale.band(datum) {
            let full = band.1 - band.0
            var width = full * Self.barBandRatio
            var fixed: CGFloat?
            switch dimension.kind {
            case .ratio(let ratio): width = full * Double(ratio)
            case .fixed(let points): fixed = points
            case .inset, .automatic: break
            }
            var lower = (band.0 + band.1 - width) / 2
            if let group, group.count > 1 {
                width /= Double(group.count)
                lower += width * Double(group.index)
            }
            return (lower, lower + width, fixed)
        }
        let center = scale.position(datum.value) ?? 0
        let fixed: CGFloat = dimension.length(in: 0).map { $0 > 0 ? $0 : 8 } ?? 8
        return (center, center, fixed)
    }

    func addMarks(_ marks: [ChartMark], extents: [Int: ValueExtent], x: ChartScale, y: ChartScale) {
        var outside: [String] = []
        var positionGroups: [PlottedValue] = []
        for mark in marks { if let value = mark.positionGroup, !positionGroups.contains(value) { positionGroups.append(value) } }
        func group(_ mark: ChartMark) -> (Int, Int)? {
            mark.positionGroup.flatMap { positionGroups.firstIndex(of: $0) }.map { ($0, positionGroups.count) }
        }
        // Lines and areas: one path per series, points in data order.
        var lines: [(key: String, marks: [(index: Int, mark: ChartMark)])] = []
        for (index, mark) in marks.enumerated() where mark.kind == .line || mark.kind == .area {
            let key = "\(mark.kind)|\(mark.lineSeries.map { "\($0)" } ?? mark.series.map { "\($0)" } ?? "")"
            if let at = lines.firstIndex(where: { $0.key == key }) { lines[at].marks.append((index, mark)) } else { lines.append((key, [(index, mark)])) }
        }
        var drawnLines = Set<String>()
        for (index, mark) in marks.enumerated() {
            let fill = style(of: mark)
            switch mark.kind {
            case .bar, .rectangle:
                var box: UnitBox
                if let extent = extents[index] {
                    if extent.vertical {
                        let across = span(mark.x, start: nil, end: nil, scale: x, dimension: mark.width, group: group(mark), fallback: (0, 1))
                        box = UnitBox(x0: across.0, x1: across.1, y0: y.position(.number(extent.low)) ?? 0, y1: y.position(.number(extent.high)) ?? 0, fixedWidth: across.fixed)
                    } else {
                        let across = span(mark.y, start: nil, end: nil, scale: y, dimension: mark.height, group: group(mark), fallback: (0, 1))
                        box = UnitBox(x0: x.position(.number(extent.low)) ?? 0, x1: x.position(.number(extent.high)) ?? 0, y0: across.0, y1: across.1, fixedHeight: across.fixed)
                    }
                } else {
                    let h = span(mark.x, start: mark.xStart, end: mark.xEnd, scale: x, dimension: mark.width, group: group(mark), fallback: (0, 1))
                    let v = span(mark.y, start: mark.yStart, end: mark.yEnd, scale: y, dimension: mark.height, group: group(mark), fallback: (0, 1))
                    box = UnitBox(x0: h.0, x1: h.1, y0: v.0, y1: v.1, fixedWidth: h.fixed, fixedHeight: v.fixed)
                    if mark.kind == .rectangle, mark.x != nil, !Self.isBand(mark.x), box.fixedWidth == 8 { box.fixedWidth = 8 }
                }
                if box.isOutside { outside.append(mark.readable) }
                let shape = RoundedRectangle(cornerRadius: mark.cornerRadius).fill(fill).opacity(mark.opacity)
                items.append(ChartItem(role: .box(box), view: AnyView(shape), name: mark.readable))
            case .line, .area:
                guard let line = lines.first(where: { $0.marks.contains { $0.index == index } }), !drawnLines.contains(line.key) else {
                    continue
                }
                drawnLines.insert(line.key)
                var top: [CGPoint] = [], bottom: [CGPoint] = []
                for (memberIndex, member) in line.marks {
                    guard let px = member.x.flatMap({ x.center($0) }) else { continue }
                    if member.kind == .area {
                        let low: Double?, high: Double?
                        if let extent = extents[memberIndex] { low = y.position(.number(extent.low)); high = y.position(.number(extent.high)) }
                        else { low = member.yStart.flatMap { y.center($0) }; high = member.yEnd.flatMap { y.center($0) } }
                        guard let low, let high else { continue }
                        top.append(CGPoint(x: px, y: high)); bottom.append(CGPoint(x: px, y: low))
                    } else if let py = member.y.flatMap({ y.center($0) }) {
                        top.append(CGPoint(x: px, y: py))
                    }
                }
                if top.contains(where: Self.isOutsideUnitSquare) { outside.append(mark.readable) }
                if mark.kind == .area {
                    let shape = ChartAreaShape(top: top, bottom: bottom, interpolation: mark.interpolation).fill(fill).opacity(mark.opacity)
                    items.append(ChartItem(role: .plotArea, view: AnyView(shape), name: mark.readable))
                } else {
                    let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round, lineJoin: .round)
                    let shape = ChartLineShape(points: top, interpolation: mark.interpolation).stroke(fill, style: stroke).opacity(mark.opacity)
                    items.append(ChartItem(role: .plotArea, view: AnyView(shape), name: mark.readable))
                    // A line shows its points' symbols when it is told to (`symbol(_:)` or `symbol(by:)`).
                    if mark.symbol != nil || mark.symbolGroup != nil {
                        for point in top {
                            let symbol = ChartSymbolView(symbol: symbol(of: mark)).fill(fill)
                            items.append(ChartItem(role: .point(x: point.x, y: point.y, diameter: symbolDiameter(mark)), view: AnyView(symbol), name: mark.readable))
                        }
                    }
                }
            case .point:
                let px = mark.x.flatMap { x.center($0) } ?? 0, py = mark.y.flatMap { y.center($0) } ?? 0
                if Self.isOutsideUnitSquare(CGPoint(x: px, y: py)) { outside.append(mark.readable) }
                let symbol = ChartSymbolView(symbol: symbol(of: mark)).fill(fill).opacity(mark.opacity)
                items.append(ChartItem(role: .point(x: px, y: py, diameter: symbolDiameter(mark)), view: AnyView(symbol), name: mark.readable))
            case .rule:
                let from: CGPoint, to: CGPoint
                if let yValue = mark.y.flatMap({ y.center($0) }) {
                    let x0 = mark.xStart.flatMap { x.center($0) } ?? 0, x1 = mark.xEnd.flatMap { x.center($0) } ?? 1
                    from = CGPoint(x: x0, y: yValue); to = CGPoint(x: x1, y: yValue)
                } else if let xValue = mark.x.flatMap({ x.center($0) }) {
                    let y0 = mark.yStart.flatMap { y.center($0) } ?? 0, y1 = mark.yEnd.flatMap { y.center($0) } ?? 1
                    from = CGPoint(x: xValue, y: y0); to = CGPoint(x: xValue, y: y1)
                } else { continue }
                if [from, to].contains(where: Self.isOutsideUnitSquare) { outside.append(mark.readable) }
                let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: 1)
                items.append(ChartItem(role: .plotArea, view: AnyView(ChartSegmentShape(from: from, to: to).stroke(fill, style: stroke).opacity(mark.opacity)), name: mark.readable))
            case .sector:
                continue
            }
        }
        if !outside.isEmpty {
            let listed = outside.prefix(3).joined(separator: ", ") + (outside.count > 3 ? " and \(outside.count - 3) more" : "")
            findings.append(Finding(kind: .markOutsidePlot, severity: .warning,
                                    message: "\(outside.count) chart mark\(outside.count == 1 ? "" : "s") (\(listed)) lie outside the plot: their values are outside the scale's domain, and Swift Charts draws them over the axes",
                                    suggestion: "widen chartXScale/chartYScale(domain:) to include every value, or clip the plot with .chartPlotStyle { $0.clipped() }"))
        }
    }

    /// Whether a point lies outside the plot's unit square (beyond rounding).
    static func isOutsideUnitSquare(_ point: CGPoint) -> Bool {
        let tolerance: CGFloat = 1e-6
        let x: CGFloat = point.x, y: CGFloat = point.y
        return x < -tolerance || x > 1 + tolerance || y < -tolerance || y > 1 + tolerance
    }

    func symbolDiameter(_ mark: ChartMark) -> CGFloat {
        // `symbolSize` is an area in square points, as in Swift Charts.
        mark.symbolSize.map { 2 * ($0 / .pi).squareRoot() } ?? Self.symbolDiameter
    }

    func addAnnotations(_ marks: [ChartMark], extents: [Int: ValueExtent], x: ChartScale, y: ChartScale) {
        for (index, mark) in marks.enumerated() where !mark.annotations.isEmpty {
            guard let box = unitBox(of: mark, index: index, extents: extents, x: x, y: y) else { continue }
            for annotation in mark.annotations {
                items.append(ChartItem(role: .annotation(box, annotation.position, annotation.alignment, spacing: annotation.spacing ?? 2),
                                       view: annotation.content, name: "annotation of \(mark.readable)"))
            }
        }
    }

    /// The box an annotation is placed around: the bar, the rule's extent, the point.
    func unitBox(of mark: ChartMark, index: Int, extents: [Int: ValueExtent], x: ChartScale, y: ChartScale) -> UnitBox? {
        for item in items where item.name == mark.readable {
            if case .box(let box) = item.role { return box }
        }
        switch mark.kind {
        case .rule:
            if let yValue = mark.y.flatMap({ y.center($0) }) {
                return UnitBox(x0: mark.xStart.flatMap { x.center($0) } ?? 0, x1: mark.xEnd.flatMap { x.center($0) } ?? 1, y0: yValue, y1: yValue)
            }
            if let xValue = mark.x.flatMap({ x.center($0) }) {
                return UnitBox(x0: xValue, x1: xValue, y0: mark.yStart.flatMap { y.center($0) } ?? 0, y1: mark.yEnd.flatMap { y.center($0) } ?? 1)
            }
            return nil
        default:
            guard let px = mark.x.flatMap({ x.center($0) }), let py = mark.y.flatMap({ y.center($0) }) else { return nil }
            return UnitBox(x0: px, x1: px, y0: py, y1: py)
        }
    }

    // MARK: Sectors

    func addSectors(_ marks: [ChartMark]) {
        let total = marks.compactMap(\.angle).filter { $0 > 0 }.reduce(0, +)
        guard total > 0 else { return }
        var start = 0.0
        for mark in marks {
            guard let angle = mark.angle, angle > 0 else { continue }
            let end = start + angle / total
            let shape = ChartSectorShape(start: start, end: end, inner: mark.innerRadius, outer: mark.outerRadius, angularInset: mark.angularInset)
                .fill(style(of: mark)).opacity(mark.opacity)
            items.append(ChartItem(role: .plotArea, view: AnyView(shape), name: mark.readable))
            start = end
        }
    }

    // MARK: Legend

    /// The legend: one entry per series (its symbol and name), shown when marks are coloured by a value
    /// unless hidden, below the plot (Swift Charts' default position).
    func addLegend(configuration: ChartConfiguration) {
        guard configuration.legendVisibility != .hidden else { return }
        legendOnTop = configuration.legendPosition == .top
        legendSpacing = configuration.legendSpacing ?? Self.legendSpacing
        if let content = configuration.legendContent {
            items.append(ChartItem(role: .legend, view: content, name: "legend"))
            return
        }
        guard !series.isEmpty else { return }
        let entries = series.enumerated().map { index, entry in
            LegendEntry(id: index, name: entry.value.readable, style: entry.style, symbol: entry.symbol ?? ChartSymbolDrawing(BasicChartSymbolShape.circle))
        }
        items.append(ChartItem(role: .legend, view: AnyView(ChartLegendView(entries: entries)), name: "legend"))
    }
}

extension PlottedValue {
    /// The value as a report shows it.
    var readable: String {
        switch self {
        case .category(let name): return name
        case .number(let number):
            let whole: Bool = number == number.rounded() && abs(number) < 1e15
            return whole ? String(Int(number)) : String(number)
        // `ISO8601Format()` writes what `ISO8601DateFormatter()` does (internet date-time, UTC) without making a
        // formatter for each value: a chart names every mark when it is built, and making formatters was a
        // tenth of a whole check's time (perf, `WidgetryBenchmarks --profile-display-settings`).
        case .date(let date): return date.ISO8601Format()
        }
    }
}

extension PlottedValue {
    /// An axis value as a finding about its label names it: dates as day and month.
    var axisName: String {
        if case .date(let date) = self { return date.formatted(Date.FormatStyle(timeZone: TimeZone(identifier: "UTC")!).month(.abbreviated).day()) }
        return readable
    }
}

extension ChartMark {
    /// The mark as a report names it: `BarMark(x: Mon, y: 8200)`.
    var readable: String {
        let name: String = switch kind {
        case .bar: "BarMark"
        case .line: "LineMark"
        case .area: "AreaMark"
        case .point: "PointMark"
        case .rule: "RuleMark"
        case .rectangle: "RectangleMark"
        case .sector: "SectorMark"
        }
        var parts: [String] = []
        if let x { parts.append("x: \(x.value.readable)") }
        if let xStart { parts.append("xStart: \(xStart.value.readable)") }
        if let xEnd { parts.append("xEnd: \(xEnd.value.readable)") }
        if let y { parts.append("y: \(y.value.readable)") }
        if let yStart { parts.append("yStart: \(yStart.value.readable)") }
        if let yEnd { parts.append("yEnd: \(yEnd.value.readable)") }
        if let angle { parts.append("angle: \(PlottedValue.number(angle).readable)") }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }
}
