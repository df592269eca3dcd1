import Foundation
import WidgetryUI

/// One mark as the chart lays it out: its kind, its values on each axis, and what modifiers set.
struct ChartMark {
    enum Kind: String, Sendable { case bar, line, area, point, rule, rectangle, sector }

    var kind: Kind
    var x: ChartDatum?
    var y: ChartDatum?
    var xStart: ChartDatum?
    var xEnd: ChartDatum?
    var yStart: ChartDatum?
    var yEnd: ChartDatum?
    /// A `SectorMark`'s share of the circle.
    var angle: Double?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// The line a `LineMark`/`AreaMark` belongs to (`series:` or the `foregroundStyle(by:)` value).
    var lineSeries: PlottedValue?

    /// `foregroundStyle(_:)`.
    var style: AnyShapeStyle?
    /// `foregroundStyle(by:)`: the series this mark belongs to, and its label.
    var series: PlottedValue?
    var seriesLabel: Text?
    /// `symbol(by:)`.
    var symbolGroup: PlottedValue?
    /// `symbol(_:)`.
    var symbol: ChartSymbolDrawing?
    var symbolSize: CGFloat?
    /// `position(by:)`: bars of one category placed side by side.
    var positionGroup: PlottedValue?
    var interpolation: InterpolationMethod = .linear
    var cornerRadius: CGFloat = 0
    var lineStyle: StrokeStyle?
    var annotations: [ChartAnnotation] = []
    var opacity: Double = 1

    init(kind: Kind) { self.kind = kind }

    /// Every value the mark plots along x, then along y.
    var xData: [ChartDatum] { [x, xStart, xEnd].compactMap { $0 } }
    var yData: [ChartDatum] { [y, yStart, yEnd].compactMap { $0 } }
}

/// A view placed next to a mark (`annotation(position:alignment:spacing:content:)`).
struct ChartAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

/// A mark's width or height, as in Swift Charts.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
    let kind: Kind

    /// The chart's choice.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A constant length in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// The step between values less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// A fraction of the step between values.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// A constant length in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A constant length in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    /// The length in a band `band` points wide, or `nil` for the chart's choice.
    func length(in band: CGFloat) -> CGFloat? {
        switch kind {
        case .automatic: nil
        case .fixed(let value): value
        case .inset(let value): max(0, band - value)
        case .ratio(let value): band * value
        }
    }
}

/// How marks of one category stack, as in Swift Charts.
public struct MarkStackingMethod: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Each mark starts where the previous one ended.
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stacked and scaled so each stack fills the axis.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacked around the middle.
    public static let center = MarkStackingMethod(kind: .center)
    /// Each mark starts at zero.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line runs between its points, as in Swift Charts.
public struct InterpolationMethod: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd }
    let kind: Kind
    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A Catmull–Rom spline through the points.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    /// A cardinal spline through the points (drawn as Catmull–Rom here).
    public static let cardinal = InterpolationMethod(kind: .cardinal)
    /// A curve that keeps the data's monotonicity (drawn as Catmull–Rom here).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// Steps whose level starts at each point.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change level halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps whose level ends at each point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull–Rom spline with the given tension (drawn as Catmull–Rom).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    /// A cardinal spline with the given tension (drawn as Catmull–Rom).
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// Where an annotation sits around its mark, as in Swift Charts.
public struct AnnotationPosition: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind
    public static let automatic = AnnotationPosition(kind: .automatic)
    public static let top = AnnotationPosition(kind: .top)
    public static let bottom = AnnotationPosition(kind: .bottom)
    public static let leading = AnnotationPosition(kind: .leading)
    public static let trailing = AnnotationPosition(kind: .trailing)
    public static let overlay = AnnotationPosition(kind: .overlay)
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}
