import Foundation
import WidgetryUI

/// Content with a change applied to each of its marks: what every `ChartContent` modifier returns.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let change: (inout ChartMark) -> Void

    func collect(into marks: inout [ChartMark]) {
        let start = marks.count
        content.collect(into: &marks)
        for index in start..<marks.count { change(&marks[index]) }
    }
}

extension ChartContent {
    func modified(_ change: @escaping (inout ChartMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// Draws the marks in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modified { $0.style = erased }
    }

    /// Colours the marks by `value`: one colour per distinct value, with a legend entry each (the chart's
    /// foreground style scale, `chartForegroundStyleScale`, or Swift Charts' default palette).
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let plotted = value.value.plotted, label = value.label
        return modified { $0.series = plotted; $0.seriesLabel = label }
    }

    /// Gives the marks a symbol by `value`: one symbol shape per distinct value.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let plotted = value.value.plotted
        return modified { $0.symbolGroup = plotted }
    }

    /// Draws the marks' points as `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let drawing = ChartSymbolDrawing(symbol)
        return modified { $0.symbol = drawing }
    }

    /// The size of the marks' symbols, in square points (Swift Charts' default is about 50: a symbol about
    /// 7 points across).
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        modified { $0.symbolSize = size }
    }

    /// Places marks of one category side by side by `value` instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let plotted = value.value.plotted
        return modified { $0.positionGroup = plotted }
    }

    /// How lines and areas run between their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    /// The stroke of lines and rules (width, dashes).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// The marks' opacity.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity }
    }

    /// A view placed next to each mark: a value above a bar, a label on a goal line.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }

    /// An accessibility label for the marks: accepted, as VoiceOver is not part of a render.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modified { _ in } }
    /// An accessibility label for the marks: accepted, as VoiceOver is not part of a render.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modified { _ in } }
    /// An accessibility value for the marks: accepted, as VoiceOver is not part of a render.
    public func accessibilityValue(_ value: Text) -> some ChartContent { modified { _ in } }
    /// An accessibility value for the marks: accepted, as VoiceOver is not part of a render.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modified { _ in } }
    /// Hides the marks from accessibility: accepted, as VoiceOver is not part of a render.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modified { _ in } }
}
