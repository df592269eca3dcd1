import Foundation
import WidgetryUI

/// What a `Chart` shows: marks, `ForEach` of marks, and your own types that compose them in `body`, as in
/// Swift Charts.
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of; built-in marks have none (`Never`).
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content that adds its marks itself instead of through `body`: the marks, and the builder's containers.
protocol PrimitiveChartContent {
    func collect(into marks: inout [ChartMark])
}

extension ChartContent {
    /// Built-in content has no body.
    public var body: Never { fatalError("\(Self.self) is built in: its marks are collected, not its body") }

    /// Appends this content's marks, in the order they are drawn.
    func collect(into marks: inout [ChartMark]) {
        if let primitive = self as? PrimitiveChartContent {
            primitive.collect(into: &marks)
        } else {
            body.collect(into: &marks)
        }
    }

    /// This content's marks.
    var marks: [ChartMark] {
        var marks: [ChartMark] = []
        collect(into: &marks)
        return marks
    }
}

/// No marks (an empty builder block).
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    /// Creates empty content.
    public init() {}
    func collect(into marks: inout [ChartMark]) {}
}

/// Two pieces of content one after the other, as a builder block joins them.
public struct TupleChartContent<First: ChartContent, Second: ChartContent>: ChartContent, PrimitiveChartContent {
    let first: First
    let second: Second
    func collect(into marks: inout [ChartMark]) {
        first.collect(into: &marks)
        second.collect(into: &marks)
    }
}

/// Content an `if` without `else` shows or not.
public struct OptionalChartContent<Wrapped: ChartContent>: ChartContent, PrimitiveChartContent {
    let wrapped: Wrapped?
    func collect(into marks: inout [ChartMark]) { wrapped?.collect(into: &marks) }
}

/// One of two pieces of content, as `if`/`else` or `switch` chooses.
public struct ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Choice { case first(TrueContent), second(FalseContent) }
    let choice: Choice
    func collect(into marks: inout [ChartMark]) {
        switch choice {
        case .first(let content): content.collect(into: &marks)
        case .second(let content): content.collect(into: &marks)
        }
    }
}

/// The content a `for` loop in a builder makes.
public struct ArrayChartContent<Element: ChartContent>: ChartContent, PrimitiveChartContent {
    let elements: [Element]
    func collect(into marks: inout [ChartMark]) { for element in elements { element.collect(into: &marks) } }
}

/// Builds chart content from statements, as Swift Charts' `ChartContentBuilder`.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildPartialBlock<Content: ChartContent>(first: Content) -> Content { first }
    public static func buildPartialBlock<First: ChartContent, Second: ChartContent>(accumulated: First, next: Second) -> TupleChartContent<First, Second> {
        TupleChartContent(first: accumulated, second: next)
    }
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> OptionalChartContent<Content> {
        OptionalChartContent(wrapped: content)
    }
    public static func buildEither<First: ChartContent, Second: ChartContent>(first: First) -> ConditionalChartContent<First, Second> {
        ConditionalChartContent(choice: .first(first))
    }
    public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second) -> ConditionalChartContent<First, Second> {
        ConditionalChartContent(choice: .second(second))
    }
    public static func buildArray<Content: ChartContent>(_ contents: [Content]) -> ArrayChartContent<Content> {
        ArrayChartContent(elements: contents)
    }
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// Chart content for each element, identified by key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_each: data, id: id, content: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collect(into marks: inout [ChartMark]) {
        for element in data { content(element).collect(into: &marks) }
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content for each `Identifiable` element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_each: data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Chart content for each integer in a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_each: data, id: \.self, content: content)
    }
}
