import Foundation
import WidgetryFindings
import WidgetryUI

/// Lays a chart out as Swift Charts does: the legend below (or above) the plot, the y axis' labels beside
/// it (trailing by default), the x axis' labels under it, each measured with the text engine at the
/// environment's text size, and the plot whatever remains. Marks, grid lines and ticks are placed from their
/// positions in the plot's unit square; labels are offered their slot along the axis and truncate when
/// longer. While placing it records what collides or has no room in the plan's ``ChartPlan/layoutFindings``.
struct ChartLayout: Layout {
    let plan: ChartPlan

    /// A chart takes the space it is offered, as Swift Charts' `Chart` does (a flexible view; 10 points for
    /// an unspecified dimension, like SwiftUI's other flexible views).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Where the plot and its data area lie in `bounds`, and the labels' measured sizes.
    struct Geometry {
        var plot: CGRect
        var data: CGRect
        var yLabelWidth: CGFloat
        var legendFrame: CGRect?
        var legendIdealWidth: CGFloat = 0
    }

    func geometry(in bounds: CGRect, subviews: Subviews) -> Geometry {
        var top = bounds.minY, bottom = bounds.maxY, leading = bounds.minX, trailing = bounds.maxX
        var legendFrame: CGRect?
        var legendIdeal: CGFloat = 0
        if let index = plan.items.firstIndex(where: { if case .legend = $0.role { true } else { false } }) {
            let size = subviews[index].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            legendIdeal = subviews[index].sizeThatFits(.unspecified).width
            if plan.legendOnTop {
                legendFrame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: size.height)
                top += size.height + plan.legendSpacing
            } else {
                legendFrame = CGRect(x: bounds.minX, y: bounds.maxY - size.height, width: bounds.width, height: size.height)
                bottom -= size.height + plan.legendSpacing
            }
        }
        // The y axis: as wide as its widest label (at most half the chart; longer labels truncate).
        var yLabelWidth: CGFloat = 0, yLabelHeight: CGFloat = 0, yTick: CGFloat = 0, ySpacing: CGFloat = 0
        var xTick: CGFloat = 0
        for (index, item) in plan.items.enumerated() {
            switch item.role {
            case .label(.y, _, _, _, let spacing):
                let size = subviews[index].sizeThatFits(.unspecified)
                yLabelWidth = max(yLabelWidth, size.width); yLabelHeight = max(yLabelHeight, size.height); ySpacing = max(ySpacing, spacing)
            case .tick(.y, _, let length): yTick = max(yTick, length)
            case .tick(.x, _, let length): xTick = max(xTick, length)
            default: break
            }
        }
        yLabelWidth = min(yLabelWidth, bounds.width / 2)
        let yAxisWidth = yLabelWidth > 0 ? yLabelWidth + ySpacing + yTick : yTick
        if plan.yAxisLeading { leading += yAxisWidth } else { trailing -= yAxisWidth }
        // A label centred on the top or bottom value reaches half its height beyond the plot.
        if yLabelHeight > 0 { top += yLabelHeight / 2 }
        let plotWidth = max(0, trailing - leading)
        let dataWidth = max(0, plotWidth - plan.xPadding.start - plan.xPadding.end)
        // The x axis: as tall as its tallest label in the slot it is offered.
        var xLabelHeight: CGFloat = 0, xSpacing: CGFloat = 0
        for (index, item) in plan.items.enumerated() {
            if case .label(.x, _, let slot, _, let spacing) = item.role {
                let size = subviews[index].sizeThatFits(ProposedViewSize(width: slot.map { CGFloat($0) * dataWidth }, height: nil))
                xLabelHeight = max(xLabelHeight, size.height); xSpacing = max(xSpacing, spacing)
            }
        }
        let xAxisHeight = xLabelHeight > 0 ? xLabelHeight + xSpacing + xTick : xTick
        if plan.xAxisTop { top += xAxisHeight } else { bottom -= xAxisHeight }
        // Without room for the plot, it shrinks to nothing where it would end, so that the axes stay inside
        // the chart (the lack of room is a finding of its own).
        if bottom < top { if plan.xAxisTop { bottom = top } else { top = bottom } }
        let plot = CGRect(x: leading, y: top, width: plotWidth, height: max(0, bottom - top))
        let data = CGRect(x: plot.minX + plan.xPadding.start, y: plot.minY + plan.yPadding.end,
                          width: dataWidth, height: max(0, plot.height - plan.yPadding.start - plan.yPadding.end))
        return Geometry(plot: plot, data: data, yLabelWidth: yLabelWidth, legendFrame: legendFrame, legendIdealWidth: legendIdeal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let g = geometry(in: bounds, subviews: subviews)
        plan.plotFrame = g.plot
        var findings: [Finding] = []
        var xLabels: [(name: String, frame: CGRect)] = [], yLabels: [(name: String, frame: CGRect)] = []
        let data = g.data
        func px(_ u: Double) -> CGFloat { data.minX + CGFloat(u) * data.width }
        func py(_ u: Double) -> CGFloat { data.maxY - CGFloat(u) * data.height }
        for (index, item) in plan.items.enumerated() {
            let subview = subviews[index]
            switch item.role {
            case .plotBackground:
                subview.place(at: g.plot.origin, proposal: ProposedViewSize(g.plot.size))
            case .plotArea:
                subview.place(at: data.origin, proposal: ProposedViewSize(data.size))
            case .box(let box):
                var x0 = px(min(box.x0, box.x1)), x1 = px(max(box.x0, box.x1))
                var y0 = py(max(box.y0, box.y1)), y1 = py(min(box.y0, box.y1))
                if let width = box.fixedWidth { let mid = (x0 + x1) / 2; x0 = mid - width / 2; x1 = mid + width / 2 }
                if let height = box.fixedHeight { let mid = (y0 + y1) / 2; y0 = mid - height / 2; y1 = mid + height / 2 }
                subview.place(at: CGPoint(x: x0, y: y0), proposal: ProposedViewSize(width: max(0, x1 - x0), height: max(0, y1 - y0)))
            case .point(let x, let y, let diameter):
                subview.place(at: CGPoint(x: px(x), y: py(y)), anchor: .center, proposal: ProposedViewSize(width: diameter, height: diameter))
            case .tick(.x, let u, let length):
                let y = plan.xAxisTop ? g.plot.minY - length : g.plot.maxY
                subview.place(at: CGPoint(x: px(u), y: y), anchor: .top, proposal: ProposedViewSize(width: nil, height: length))
            case .tick(.y, let u, let length):
                let x = plan.yAxisLeading ? g.plot.minX - length : g.plot.maxX
                subview.place(at: CGPoint(x: x, y: py(u)), anchor: .leading, proposal: ProposedViewSize(width: length, height: nil))
            case .label(.x, let u, let slot, let centered, let spacing):
                let proposal = ProposedViewSize(width: slot.map { CGFloat($0) * data.width }, height: nil)
                let size = subview.sizeThatFits(proposal)
                let tick = plan.items.contains { if case .tick(.x, _, _) = $0.role { true } else { false } } ? ChartPlan.tickLength : 0
                let y = plan.xAxisTop ? g.plot.minY - tick - spacing - size.height : g.plot.maxY + tick + spacing
                let x = centered ? px(u) - size.width / 2 : px(u) + 2
                subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                xLabels.append((item.name, CGRect(origin: CGPoint(x: x, y: y), size: size)))
            case .label(.y, let u, _, _, let spacing):
                let size = subview.sizeThatFits(ProposedViewSize(width: g.yLabelWidth, height: nil))
                let width = min(size.width, g.yLabelWidth)
                let tick = plan.items.contains { if case .tick(.y, _, _) = $0.role { true } else { false } } ? ChartPlan.tickLength : 0
                let x = plan.yAxisLeading ? g.plot.minX - tick - spacing - width : g.plot.maxX + tick + spacing
                let y = py(u) - size.height / 2
                subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: width, height: size.height))
                yLabels.append((item.name, CGRect(x: x, y: y, width: width, height: size.height)))
            case .annotation(let box, let position, let alignment, let spacing):
                let size = subview.sizeThatFits(.unspecified)
                let frame = CGRect(x: px(min(box.x0, box.x1)), y: py(max(box.y0, box.y1)),
                                   width: abs(px(box.x1) - px(box.x0)), height: abs(py(box.y1) - py(box.y0)))
                subview.place(at: Self.annotationOrigin(size: size, around: frame, position: position, alignment: alignment, spacing: spacing),
                              proposal: ProposedViewSize(size))
            case .legend:
                if let frame = g.legendFrame { subview.place(at: frame.origin, proposal: ProposedViewSize(width: frame.width, height: nil)) }
            }
        }
        findings += Self.overlaps(xLabels, axis: "x") + Self.overlaps(yLabels, axis: "y")
        if let legend = g.legendFrame {
            if g.legendIdealWidth > bounds.width + 0.5 {
                findings.append(Finding(kind: .clippedLegend, severity: .warning,
                                        message: "the chart's legend needs \(Int(g.legendIdealWidth.rounded())) pt but the chart is \(Int(bounds.width.rounded())) pt wide: its entries are cut",
                                        suggestion: "shorten the series' names, show fewer series, or hide the legend with .chartLegend(.hidden) and label the marks"))
            } else if g.plot.height < 1 || legend.minY < bounds.minY - 0.5 {
                findings.append(Finding(kind: .clippedLegend, severity: .warning,
                                        message: "the chart's legend (\(Int(legend.height.rounded())) pt tall) leaves the plot no room in a chart \(Int(bounds.height.rounded())) pt tall",
                                        suggestion: "give the chart more height, or hide the legend with .chartLegend(.hidden) at large text sizes"))
            }
        }
        if g.plot.height < 1, g.legendFrame == nil, !plan.items.isEmpty {
            findings.append(Finding(kind: .overlap, severity: .warning,
                                    message: "the chart's axis labels take all of its \(Int(bounds.height.rounded())) pt: no room is left for the plot",
                                    suggestion: "give the chart more height, or hide an axis with .chartXAxis(.hidden) at large text sizes"))
        }
        plan.layoutFindings = findings
    }

    /// Where an annotation of `size` goes next to a mark's frame (`top` above it, `bottom` under it, …).
    static func annotationOrigin(size: CGSize, around frame: CGRect, position: AnnotationPosition, alignment: Alignment, spacing: CGFloat) -> CGPoint {
        func alignedX() -> CGFloat {
            switch alignment.horizontal {
            case .leading: frame.minX
            case .trailing: frame.maxX - size.width
            default: frame.midX - size.width / 2
            }
        }
        func alignedY() -> CGFloat {
            switch alignment.vertical {
            case .top: frame.minY
            case .bottom: frame.maxY - size.height
            default: frame.midY - size.height / 2
            }
        }
        switch position.kind {
        case .automatic, .top: return CGPoint(x: alignedX(), y: frame.minY - spacing - size.height)
        case .bottom: return CGPoint(x: alignedX(), y: frame.maxY + spacing)
        case .leading: return CGPoint(x: frame.minX - spacing - size.width, y: alignedY())
        case .trailing: return CGPoint(x: frame.maxX + spacing, y: alignedY())
        case .overlay: return CGPoint(x: alignedX(), y: alignedY())
        case .topLeading: return CGPoint(x: frame.minX - spacing - size.width, y: frame.minY - spacing - size.height)
        case .topTrailing: return CGPoint(x: frame.maxX + spacing, y: frame.minY - spacing - size.height)
        case .bottomLeading: return CGPoint(x: frame.minX - spacing - size.width, y: frame.maxY + spacing)
        case .bottomTrailing: return CGPoint(x: frame.maxX + spacing, y: frame.maxY + spacing)
        }
    }
}
