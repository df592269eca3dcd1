import Foundation
import WidgetryUI

/// What the chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`, …) set, read by `Chart` from the
/// environment: like Swift Charts', the modifiers apply to every chart inside the view they modify.
struct ChartConfiguration: @unchecked Sendable {
    // `@unchecked`: closures from builders; set once while views are built, never mutated afterwards.
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var xScale = ScaleConfiguration()
    var yScale = ScaleConfiguration()
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendSpacing: CGFloat?
    var legendContent: AnyView?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    /// `chartForegroundStyleScale`: a style per series value.
    var foregroundStyleScale: [(PlottedValue, AnyShapeStyle)] = []
    /// `chartSymbolScale`: a symbol per series value.
    var symbolScale: [(PlottedValue, ChartSymbolDrawing)] = []
}

struct AxisConfiguration {
    var visibility: Visibility = .automatic
    var groups: [AxisMarkGroup]?
}

struct ScaleConfiguration {
    var domain: DomainSpec?
    var padding: (start: CGFloat, end: CGFloat) = (0, 0)
    var type: ScaleType?
}

struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// The plot area, as `chartPlotStyle { plotArea in … }` receives it: style it with view modifiers
/// (`background`, `border`); it is placed where the layout puts the plot.
public struct ChartPlotContent: View {
    public var body: some View { Color.clear }
}

extension View {
    func changingChart(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View { changingChart { $0.xAxis.visibility = visibility } }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { changingChart { $0.yAxis.visibility = visibility } }

    /// The x axis' marks.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var groups: [AxisMarkGroup] = []
        content()._collect(into: &groups)
        return changingChart { $0.xAxis.groups = groups }
    }

    /// The y axis' marks.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var groups: [AxisMarkGroup] = []
        content()._collect(into: &groups)
        return changingChart { $0.yAxis.groups = groups }
    }

    /// The x scale's domain.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain._domain
        return changingChart { $0.xScale.domain = spec; $0.xScale.type = type }
    }
    /// The x scale's domain and range.
    public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let spec = domain._domain, padding = range._padding
        return changingChart { $0.xScale.domain = spec; $0.xScale.padding = padding; $0.xScale.type = type }
    }
    /// The x scale's range.
    public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let padding = range._padding
        return changingChart { $0.xScale.padding = padding; $0.xScale.type = type }
    }
    /// The y scale's domain.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain._domain
        return changingChart { $0.yScale.domain = spec; $0.yScale.type = type }
    }
    /// The y scale's domain and range.
    public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let spec = domain._domain, padding = range._padding
        return changingChart { $0.yScale.domain = spec; $0.yScale.padding = padding; $0.yScale.type = type }
    }
    /// The y scale's range.
    public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let padding = range._padding
        return changingChart { $0.yScale.padding = padding; $0.yScale.type = type }
    }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View { changingChart { $0.legendVisibility = visibility } }
    /// Where the legend goes (bottom by default; top is also drawn; other positions are drawn at the bottom).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        changingChart { $0.legendPosition = position; $0.legendSpacing = spacing }
    }
    /// A legend of your own.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return changingChart { $0.legendPosition = position; $0.legendSpacing = spacing; $0.legendContent = view; $0.legendVisibility = .visible }
    }

    /// Styles the plot area (`plotArea.background(.gray.opacity(0.1))`).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        changingChart { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// The style of each series value (`["Steps": .green, "Goal": .gray]`).
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { ($0.key.plotted, AnyShapeStyle($0.value)) }
        return changingChart { $0.foregroundStyleScale = pairs }
    }
    /// The style of each series value, domain and range given apart.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(domain: [DataValue], range: [S], type: ScaleType? = nil) -> some View {
        let pairs = zip(domain, range).map { ($0.plotted, AnyShapeStyle($1)) }
        return changingChart { $0.foregroundStyleScale = pairs }
    }
    /// The symbol of each series value.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { ($0.key.plotted, ChartSymbolDrawing($0.value)) }
        return changingChart { $0.symbolScale = pairs }
    }
}
