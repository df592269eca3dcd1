import Foundation
import WidgetryUI

/// The values a scale spans, as Swift Charts' `ScaleDomain`: a closed range of numbers or dates, an array of
/// categories, or `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {
    /// The domain as the chart reads it. Not Swift Charts API.
    var _domain: DomainSpec { get }
}

/// A scale domain as the chart reads it. Not Swift Charts API.
public struct DomainSpec {
    var bounds: (lower: PlottedValue, upper: PlottedValue)?
    var categories: [String]?
    var includesZero: Bool?
    var reversed: Bool = false
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _domain: DomainSpec { DomainSpec(bounds: (lowerBound.plotted, upperBound.plotted)) }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _domain: DomainSpec { DomainSpec(bounds: (lowerBound.plotted, upperBound.plotted)) }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _domain: DomainSpec {
        DomainSpec(categories: map { value in
            if case .category(let name) = value.plotted { return name }
            return "\(value.plotted)"
        })
    }
}

/// A domain inferred from the data, as Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    public var _domain: DomainSpec { DomainSpec(includesZero: includesZero, reversed: reversed ?? false) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's extent, rounded to the axis' values; numbers include zero unless `includesZero` is false.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's extent, with or without zero, optionally reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// The span in points a scale maps onto, as Swift Charts' `ScaleRange`.
public protocol ScaleRange {
    /// Points left free at the start and end of the plot. Not Swift Charts API.
    var _padding: (start: CGFloat, end: CGFloat) { get }
}

/// The plot's whole length, less padding, as Swift Charts' `PlotDimensionScaleRange`.
public struct PlotDimensionScaleRange: ScaleRange {
    let start: CGFloat
    let end: CGFloat
    public var _padding: (start: CGFloat, end: CGFloat) { (start, end) }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    /// The plot's length, less `padding` points at each end.
    public static func plotDimension(padding: CGFloat = 0) -> PlotDimensionScaleRange { PlotDimensionScaleRange(start: padding, end: padding) }
    /// The plot's length, less padding at the start and end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: startPadding, end: endPadding)
    }
}

/// How a scale maps values, as Swift Charts' `ScaleType`. Linear, date and category scales are drawn; other
/// types are drawn linear (docs/charts.md).
public struct ScaleType: Sendable, Hashable {
    let name: String
    public static let linear = ScaleType(name: "linear")
    public static let log = ScaleType(name: "log")
    public static let squareRoot = ScaleType(name: "squareRoot")
    public static let symmetricLog = ScaleType(name: "symmetricLog")
    public static let date = ScaleType(name: "date")
    public static let category = ScaleType(name: "category")
    public static func power(exponent: Double? = nil) -> ScaleType { ScaleType(name: "power") }
}
