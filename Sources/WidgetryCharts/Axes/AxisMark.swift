import Foundation
import WidgetryUI

/// A grid line, tick or label drawn at an axis value, as in Swift Charts.
public protocol AxisMark {
    /// Adds this mark's pieces. Not Swift Charts API.
    func _collect(into pieces: inout [AxisMarkPiece])
}

/// One drawn piece of an axis mark. Not Swift Charts API.
public enum AxisMarkPiece {
    case gridLine(AxisLineSpec)
    case tick(AxisLineSpec)
    case label(AxisLabelSpec)
}

/// How a grid line or tick is drawn.
public struct AxisLineSpec {
    var centered: Bool?
    var length: CGFloat?
    var stroke: StrokeStyle?
    var style: AnyShapeStyle?
}

/// How a value label is written and placed.
public struct AxisLabelSpec {
    var centered: Bool?
    var anchor: UnitPoint?
    var spacing: CGFloat?
    /// The label for a value; `nil` for the axis' automatic format.
    var text: ((PlottedValue) -> AnyView?)?
    var font: Font?
    var style: AnyShapeStyle?
}

/// The pieces of several axis marks, as the builder joins them.
public struct AxisMarkPieces: AxisMark {
    let pieces: [AxisMarkPiece]
    public func _collect(into pieces: inout [AxisMarkPiece]) { pieces += self.pieces }
}

/// Builds the marks drawn at an axis value.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> M { mark }
    public static func buildBlock() -> AxisMarkPieces { AxisMarkPieces(pieces: []) }
    public static func buildBlock<each M: AxisMark>(_ marks: repeat each M) -> AxisMarkPieces {
        var pieces: [AxisMarkPiece] = []
        repeat (each marks)._collect(into: &pieces)
        return AxisMarkPieces(pieces: pieces)
    }
    public static func buildOptional(_ marks: AxisMarkPieces?) -> AxisMarkPieces { marks ?? AxisMarkPieces(pieces: []) }
    public static func buildEither(first: AxisMarkPieces) -> AxisMarkPieces { first }
    public static func buildEither(second: AxisMarkPieces) -> AxisMarkPieces { second }
}

/// A line across the plot at an axis value, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisMark {
    var spec = AxisLineSpec()
    /// A grid line, between values when `centered`.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { spec.centered = centered; spec.stroke = stroke }
    public func _collect(into pieces: inout [AxisMarkPiece]) { pieces.append(.gridLine(spec)) }
}

/// A short line outside the plot at an axis value, as Swift Charts' `AxisTick`.
public struct AxisTick: AxisMark {
    var spec = AxisLineSpec()
    /// A tick `length` points long (Swift Charts' `.automatic` length is used when `nil`).
    public init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil) {
        spec.centered = centered; spec.length = length.points; spec.stroke = stroke
    }
    /// A tick's length.
    public struct Length: Sendable {
        let points: CGFloat?
        /// The default length.
        public static let automatic = Length(points: nil)
        /// A length that reaches the label.
        public static let label = Length(points: nil)
        /// A length in points.
        public static func longestLabel(_ points: CGFloat) -> Length { Length(points: points) }
        /// A length in points.
        public static func fixed(_ points: CGFloat) -> Length { Length(points: points) }
    }
    public func _collect(into pieces: inout [AxisMarkPiece]) { pieces.append(.tick(spec)) }
}

/// How colliding axis labels are resolved, as in Swift Charts (accepted; collisions are reported as findings).
public struct AxisValueLabelCollisionResolution: Sendable {
    let name: String
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
    public static let truncate = AxisValueLabelCollisionResolution(name: "truncate")
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(name: "greedy")
    }
}

/// How an axis label is turned, as in Swift Charts (labels are drawn horizontal here).
public struct AxisValueLabelOrientation: Sendable {
    let name: String
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

/// The text at an axis value, as Swift Charts' `AxisValueLabel`.
public struct AxisValueLabel: AxisMark {
    var spec = AxisLabelSpec()

    /// The value in the axis' automatic format.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec.centered = centered; spec.anchor = anchor; spec.spacing = horizontalSpacing ?? verticalSpacing
    }

    /// The value written by `format` (`.dateTime.weekday(.abbreviated)`, `.number`).
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        spec.text = { value in F.FormatInput.fromPlotted(value).map { AnyView(Text(format.format($0))) } }
    }

    /// A label of your own (`AxisValueLabel { Text(…) }`).
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        let view = AnyView(content())
        spec.text = { _ in view }
    }

    /// A label with fixed text.
    public init<S: StringProtocol>(_ text: S) {
        let label = AnyView(Text(text))
        spec.text = { _ in label }
    }

    public func _collect(into pieces: inout [AxisMarkPiece]) { pieces.append(.label(spec)) }
}

extension AxisMark {
    /// The font of labels.
    public func font(_ font: Font?) -> AxisMarkPieces { changingPieces { if case .label(var s) = $0 { s.font = font; $0 = .label(s) } } }

    /// The style of lines, ticks and labels.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarkPieces {
        let erased = AnyShapeStyle(style)
        return changingPieces {
            switch $0 {
            case .label(var s): s.style = erased; $0 = .label(s)
            case .gridLine(var s): s.style = erased; $0 = .gridLine(s)
            case .tick(var s): s.style = erased; $0 = .tick(s)
            }
        }
    }

    /// Offsets the mark (accepted; marks are drawn at their value).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AxisMarkPieces { changingPieces { _ in } }

    func changingPieces(_ change: (inout AxisMarkPiece) -> Void) -> AxisMarkPieces {
        var pieces: [AxisMarkPiece] = []
        _collect(into: &pieces)
        for index in pieces.indices { change(&pieces[index]) }
        return AxisMarkPieces(pieces: pieces)
    }
}
