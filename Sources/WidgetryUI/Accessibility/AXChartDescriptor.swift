import Foundation

// The Accessibility framework's audio graphs (iOS 15): a chart describes its axes and series so VoiceOver can play and
// read it. SwiftUI exports them (`import SwiftUI` alone sees `AXChartDescriptor`), and views attach one with
// `accessibilityChartDescriptor(_:)`. Nothing of this is drawn, so a render keeps the description and shows the chart
// as the code draws it.

/// An axis of an audio graph, as Accessibility's `AXDataAxisDescriptor`.
public protocol AXDataAxisDescriptor {
    /// The axis' title.
    var title: String { get set }
    /// The axis' title, with attributes.
    var attributedTitle: NSAttributedString { get set }
}

/// A numeric axis: its range, its gridlines and how a value is spoken, as Accessibility's `AXNumericDataAxisDescriptor`.
public final class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    /// How values along the axis are spaced.
    public enum ScaleType: Int, Sendable { case linear, ln, log10 }

    public var attributedTitle: NSAttributedString
    public var title: String {
        get { attributedTitle.string }
        set { attributedTitle = NSAttributedString(string: newValue) }
    }
    /// The values the axis spans.
    public var range: ClosedRange<Double>
    /// Where gridlines cross the axis.
    public var gridlinePositions: [Double]
    /// How VoiceOver speaks a value.
    public var valueDescriptionProvider: (Double) -> String
    /// Linear unless the chart says otherwise.
    public var scaleType: ScaleType = .linear

    /// A numeric axis titled `title`.
    public convenience init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                            valueDescriptionProvider: @escaping (Double) -> String) {
        self.init(attributedTitle: NSAttributedString(string: title), range: range, gridlinePositions: gridlinePositions,
                  valueDescriptionProvider: valueDescriptionProvider)
    }

    /// A numeric axis with an attributed title.
    public init(attributedTitle: NSAttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.attributedTitle = attributedTitle
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// An axis of named categories, in order, as Accessibility's `AXCategoricalDataAxisDescriptor`.
public final class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    public var attributedTitle: NSAttributedString
    public var title: String {
        get { attributedTitle.string }
        set { attributedTitle = NSAttributedString(string: newValue) }
    }
    /// The categories along the axis.
    public var categoryOrder: [String]

    /// A categorical axis titled `title`.
    public convenience init(title: String, categoryOrder: [String]) {
        self.init(attributedTitle: NSAttributedString(string: title), categoryOrder: categoryOrder)
    }

    /// A categorical axis with an attributed title.
    public init(attributedTitle: NSAttributedString, categoryOrder: [String]) {
        self.attributedTitle = attributedTitle
        self.categoryOrder = categoryOrder
    }
}

/// One value of a data point: a number or a category, as Accessibility's `AXDataPointValue`.
public struct AXDataPointValue: Sendable {
    /// The value as a number (0 for a category).
    public var number: Double
    /// The value as a category (empty for a number).
    public var category: String

    /// A numeric value.
    public static func number(_ number: Double) -> AXDataPointValue { AXDataPointValue(number: number, category: "") }
    /// A categorical value.
    public static func category(_ category: String) -> AXDataPointValue { AXDataPointValue(number: 0, category: category) }
}

/// A point of a series, as Accessibility's `AXDataPoint`.
public final class AXDataPoint: NSObject {
    /// Its x value.
    public var xValue: AXDataPointValue
    /// Its y value, if it has one.
    public var yValue: AXDataPointValue?
    /// Values on the chart's additional axes.
    public var additionalValues: [AXDataPointValue]
    /// What VoiceOver says for it, if not its values.
    public var label: String?
    /// Its label, with attributes.
    public var attributedLabel: NSAttributedString? {
        get { label.map { NSAttributedString(string: $0) } }
        set { label = newValue?.string }
    }

    /// A point at a numeric x.
    public init(x: Double, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .number(x)
        yValue = y.map { .number($0) }
        self.additionalValues = additionalValues
        self.label = label
    }

    /// A point in a category.
    public init(x: String, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .category(x)
        yValue = y.map { .number($0) }
        self.additionalValues = additionalValues
        self.label = label
    }
}

/// A series of points, as Accessibility's `AXDataSeriesDescriptor`.
public final class AXDataSeriesDescriptor: NSObject {
    /// The series' name, with attributes.
    public var attributedName: NSAttributedString
    /// The series' name.
    public var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }
    /// Whether VoiceOver plays it as a line rather than separate points.
    public var isContinuous: Bool
    /// Its points.
    public var dataPoints: [AXDataPoint]

    /// A series named `name`.
    public convenience init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.init(attributedName: NSAttributedString(string: name), isContinuous: isContinuous, dataPoints: dataPoints)
    }

    /// A series with an attributed name.
    public init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.attributedName = attributedName
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}

/// A chart's description for VoiceOver's audio graphs, as Accessibility's `AXChartDescriptor`.
public final class AXChartDescriptor: NSObject {
    /// The chart's title, with attributes.
    public var attributedTitle: NSAttributedString?
    /// The chart's title.
    public var title: String? {
        get { attributedTitle?.string }
        set { attributedTitle = newValue.map { NSAttributedString(string: $0) } }
    }
    /// What the chart shows, in a sentence.
    public var summary: String?
    /// The x axis.
    public var xAxis: any AXDataAxisDescriptor
    /// The y axis, if the chart has one.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes (a point's `additionalValues`).
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The chart's series.
    public var series: [AXDataSeriesDescriptor]
    /// Where the chart is on screen, for VoiceOver's cursor; not used in a render.
    public var contentFrame: CGRect = .zero

    /// A chart titled `title`.
    public convenience init(title: String?, summary: String?, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor?,
                            additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        self.init(attributedTitle: title.map { NSAttributedString(string: $0) }, summary: summary, xAxis: xAxis, yAxis: yAxis,
                  additionalAxes: additionalAxes, series: series)
    }

    /// A chart with an attributed title.
    public init(attributedTitle: NSAttributedString?, summary: String?, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor?,
                additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        self.attributedTitle = attributedTitle
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }
}

/// A type that describes a chart for audio graphs, as SwiftUI's `AXChartDescriptorRepresentable` (a view usually
/// adopts it and passes itself to `accessibilityChartDescriptor(_:)`).
public protocol AXChartDescriptorRepresentable {
    /// The chart's description.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Brings a description made earlier up to date.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    /// Nothing to update by default, as in SwiftUI.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension View {
    /// Gives the view an audio graph for VoiceOver (iOS 15). Nothing is drawn differently and no descriptor is made in a
    /// render: VoiceOver asks for it only when a user opens the graph.
    public func accessibilityChartDescriptor<Representable: AXChartDescriptorRepresentable>(_ representable: Representable) -> some View {
        self
    }
}
