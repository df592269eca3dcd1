import Foundation
import WidgetryUI

/// What `chartXAxis { … }` and `chartYAxis { … }` hold: `AxisMarks`, as in Swift Charts.
public protocol AxisContent {
    /// Adds this content's groups of marks. Not Swift Charts API.
    func _collect(into groups: inout [AxisMarkGroup])
}

/// Builds axis content from statements.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock() -> AxisContentList { AxisContentList(groups: []) }
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> AxisContentList {
        var groups: [AxisMarkGroup] = []
        repeat (each content)._collect(into: &groups)
        return AxisContentList(groups: groups)
    }
    public static func buildOptional(_ content: AxisContentList?) -> AxisContentList { content ?? AxisContentList(groups: []) }
    public static func buildEither(first: AxisContentList) -> AxisContentList { first }
    public static func buildEither(second: AxisContentList) -> AxisContentList { second }
}

/// Axis content as the builder joins it.
public struct AxisContentList: AxisContent {
    let groups: [AxisMarkGroup]
    public func _collect(into groups: inout [AxisMarkGroup]) { groups += self.groups }
}

/// One `AxisMarks`: which values get marks, on which side, and what each mark shows. Not Swift Charts API.
public struct AxisMarkGroup {
    let preset: AxisMarkPreset
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// The pieces for one value; `nil` for the default pieces (grid line, tick, label).
    let content: ((AxisValue) -> [AxisMarkPiece])?
}

/// A group of grid lines, ticks and labels at the values an axis shows, as Swift Charts' `AxisMarks`.
public struct AxisMarks<Content>: AxisContent {
    let group: AxisMarkGroup

    /// The axis' marks with each value's grid line, tick and label as built by `content`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) where Content: AxisMark {
        group = AxisMarkGroup(preset: preset, position: position, values: values, content: { value in
            var pieces: [AxisMarkPiece] = []
            content(value)._collect(into: &pieces)
            return pieces
        })
    }

    /// The axis' marks at explicit values (`AxisMarks(values: [0, 50, 100])`).
    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> Content) where Content: AxisMark, Values.Element: Plottable {
        self.init(preset: preset, position: position, values: .explicit(values.map(\.plotted)), content: content)
    }

    public func _collect(into groups: inout [AxisMarkGroup]) { groups.append(group) }
}

extension AxisMarks where Content == AxisMarkPieces {
    /// The default marks (grid line, tick, label) at the axis' values.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        group = AxisMarkGroup(preset: preset, position: position, values: values, content: nil)
    }

    /// The default marks at explicit values.
    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
                                  stroke: StrokeStyle? = nil) where Values.Element: Plottable {
        group = AxisMarkGroup(preset: preset, position: position, values: .explicit(values.map(\.plotted)), content: nil)
    }

    /// The default marks with labels written by `format`.
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        group = AxisMarkGroup(preset: preset, position: position, values: values, content: { value in
            [.gridLine(AxisGridLine().spec), .tick(AxisTick().spec), .label(AxisValueLabel(format: format).spec)]
        })
    }
}

/// Which preset look an axis' marks take, as in Swift Charts.
public struct AxisMarkPreset: Sendable, Hashable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// Which side of the plot an axis' marks are on, as in Swift Charts.
public struct AxisMarkPosition: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    /// Bottom for x, trailing for y (Swift Charts' default).
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// Which values an axis shows marks at, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: CustomStringConvertible {
    enum Kind {
        case automatic(desiredCount: Int?, roundLowerBound: Bool?, roundUpperBound: Bool?, minimumStride: Double?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
        case explicit([PlottedValue])
    }
    let kind: Kind

    /// Values chosen from the data and the room ("nice" steps for numbers, every category, a calendar step for dates).
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, roundLowerBound: nil, roundUpperBound: nil, minimumStride: nil)) }
    /// Automatic values, about `desiredCount` of them.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound, minimumStride: nil))
    }
    /// Automatic values at least `minimumStride` apart.
    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                                         roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound,
                                        minimumStride: Double(minimumStride)))
    }
    /// Numbers every `stepSize`.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .numberStride(Double(stepSize)))
    }
    /// Dates every `count` calendar `component`s.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(1, count), calendar: calendar))
    }
    static func explicit(_ values: [PlottedValue]) -> AxisMarkValues { AxisMarkValues(kind: .explicit(values)) }

    public var description: String {
        switch kind {
        case .automatic: "automatic"
        case .numberStride(let step): "stride(by: \(step))"
        case .dateStride(let component, let count, _): "stride(by: \(component), count: \(count))"
        case .explicit(let values): "\(values)"
        }
    }
}

/// A value an axis shows a mark at, as Swift Charts' `AxisValue`.
public struct AxisValue: Sendable {
    /// The value's position among the axis' values.
    public let index: Int
    /// How many values the axis shows.
    public let count: Int
    let value: PlottedValue

    /// The value as `type`, or `nil` when it is of another kind (a date asked for as a number).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { P.fromPlotted(value) }
}
