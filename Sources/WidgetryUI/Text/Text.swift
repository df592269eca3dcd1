import Foundation
import WidgetryGraphics
import WidgetryLocalization

/// Text, as in SwiftUI. `Text + Text` joins runs that keep their own fonts, weights and colours, which is
/// why the text modifiers (`font`, `bold`, `foregroundColor`…) return `Text`.
public struct Text: Hashable, Sendable {
    /// What a run of text shows: a string, or a date that updates itself.
    enum Content: Hashable, Sendable {
        case string(String)
        /// Looked up in the widget's string tables for the environment's locale.
        case localized(LocalizedText)
        /// A value written by a format style for the environment's locale (`Text(_:format:)`).
        case formatted(LocaleFormattedValue)
        case date(Date, DateStyle)
        case timerInterval(ClosedRange<Date>, countsDown: Bool)
    }

    /// Per-run styling; `nil` inherits from the environment.
    struct Style: Hashable, Sendable {
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var color: Color?
        /// A style other than a colour (`Text(" · ").foregroundStyle(.tertiary)`), resolved where the text is drawn.
        var shapeStyle: TextShapeStyle?
        var tracking: CGFloat = 0
        var underline = false
        var strikethrough = false
        var baselineOffset: CGFloat = 0
        var monospacedDigit = false
        var monospaced = false
        var design: Font.Design?
        /// An `AttributedString` run with a `.link`: drawn in the tint unless it has a colour of its own.
        var isLink = false
    }

    struct Segment: Hashable, Sendable {
        var content: Content
        var style = Style()
    }

    var segments: [Segment]
    /// Where the user's code created this text; not part of its value (see ``ViewSource``).
    var viewSource: ViewSource?
    /// What VoiceOver reads instead of the text, or its heading level, set by the text's own accessibility
    /// modifiers (`Text.accessibilityLabel(_:) -> Text`); `nil` when none was applied.
    var accessibility: SpokenTextAttributes?

    public static func == (lhs: Text, rhs: Text) -> Bool { lhs.segments == rhs.segments }
    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    /// Text from a literal, with interpolations formatted as SwiftUI does.
    public init(_ key: LocalizedStringKey, file: StaticString = #filePath, line: UInt = #line) {
        self.init(key, table: nil)
        viewSource = ViewSource(file: file, line: line)
    }

    /// The same, as a function value (`keys.map(Text.init)`): no source line.
    @_disfavoredOverload
    public init(_ key: LocalizedStringKey) {
        self.init(key, table: nil)
    }

    /// Text from a key in a named string table.
    init(_ key: LocalizedStringKey, table: String?) {
        segments = [Segment(content: .localized(LocalizedText(key: key.formatKey, arguments: key.arguments, fallback: key.pieces, table: table)))]
    }

    /// The localization key of the text's first localized run, for findings ("which string broke").
    var localizationKey: String? {
        for segment in segments { if case .localized(let localized) = segment.content { return localized.key } }
        return nil
    }

    /// Text from a string, shown as is. Disfavoured, as in SwiftUI, so a literal is a localizable key.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S, file: StaticString = #filePath, line: UInt = #line) {
        segments = [Segment(content: .string(String(content)))]
        viewSource = ViewSource(file: file, line: line)
    }
    /// Text shown exactly as given, without localization.
    public init(verbatim content: String, file: StaticString = #filePath, line: UInt = #line) {
        segments = [Segment(content: .string(content))]
        viewSource = ViewSource(file: file, line: line)
    }
    /// The same, as a function value (`strings.map(Text.init(verbatim:))`): no source line.
    @_disfavoredOverload
    public init(verbatim content: String) { segments = [Segment(content: .string(content))] }

    /// A date shown in `style`; `.relative`, `.offset` and `.timer` update themselves without a timeline
    /// reload, as in WidgetKit.
    public init(_ date: Date, style: DateStyle, file: StaticString = #filePath, line: UInt = #line) {
        segments = [Segment(content: .date(date, style))]
        viewSource = ViewSource(file: file, line: line)
    }

    /// A timer over an interval, counting down by default, as in WidgetKit.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true,
                file: StaticString = #filePath, line: UInt = #line) {
        segments = [Segment(content: .timerInterval(timerInterval, countsDown: countsDown))]
        viewSource = ViewSource(file: file, line: line)
    }

    /// A value formatted by a Foundation format style, e.g. `Text(steps, format: .number)`: written when the
    /// text is laid out, with the style set to the environment's locale (`FormatStyle.locale(_:)`), as SwiftUI does.
    public init<F: FormatStyle & Sendable>(_ input: F.FormatInput, format: F, file: StaticString = #filePath, line: UInt = #line)
        where F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
        segments = [Segment(content: .formatted(LocaleFormattedValue(developmentText: format.format(input)) { format.locale($0).format(input) }))]
        viewSource = ViewSource(file: file, line: line)
    }

    /// A value formatted by a format style whose input cannot be kept until layout: written now, in the
    /// style's own locale.
    @_disfavoredOverload
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F, file: StaticString = #filePath, line: UInt = #line)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        segments = [Segment(content: .string(format.format(input)))]
        viewSource = ViewSource(file: file, line: line)
    }

    init(segments: [Segment]) { self.segments = segments }

    /// Joins two texts; each keeps its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(segments: lhs.segments + rhs.segments)
        joined.viewSource = lhs.viewSource ?? rhs.viewSource
        return joined
    }

    /// How text that does not fit is shortened.
    public enum TruncationMode: Sendable, Hashable { case head, middle, tail }

    /// Formats a date can be shown in, as SwiftUI's `Text.DateStyle`.
    public enum DateStyle: Sendable, Hashable {
        /// "9:41 AM": fixed.
        case time
        /// "June 3, 2019": fixed.
        case date
        /// "2 hours, 23 minutes": the distance to now, updating.
        case relative
        /// "+2 hours" / "-11 minutes": signed distance, updating.
        case offset
        /// "15:00": counts down to the date, then up, updating.
        case timer
    }

    /// A case text is shown in, as SwiftUI's `Text.Case`.
    public enum Case: Sendable, Hashable {
        /// Capitals.
        case uppercase
        /// Small letters.
        case lowercase
    }

    /// The plain string this text shows at `environment.now` (dates formatted), for tools and tests.
    public func plainString(in environment: EnvironmentValues) -> String {
        ResolvedText(self, environment: environment).plainString
    }

    private func modifyingStyle(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        for index in copy.segments.indices { change(&copy.segments[index].style) }
        return copy
    }

    /// This text in `font`, unless a run has its own.
    public func font(_ font: Font?) -> Text { modifyingStyle { if $0.font == nil { $0.font = font } } }
    /// This text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { modifyingStyle { if $0.weight == nil { $0.weight = weight } } }
    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text in italic.
    public func italic() -> Text { modifyingStyle { $0.italic = true } }
    /// This text in italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text in `color`, unless a run has its own.
    public func foregroundColor(_ color: Color?) -> Text { modifyingStyle { if $0.color == nil, $0.shapeStyle == nil { $0.color = color } } }
    /// This text in `color`, unless a run has its own.
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// This text in `style` (a hierarchical level, a gradient), unless a run has its own colour or style, as iOS 17's
    /// `Text.foregroundStyle(_:)`: it stays a `Text`, so it can be concatenated with `+`. A gradient colours a run
    /// with its first stop, as text in a gradient foreground is drawn here.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let erased = TextShapeStyle(AnyShapeStyle(style))
        return modifyingStyle { if $0.color == nil, $0.shapeStyle == nil { $0.shapeStyle = erased } }
    }
    /// Extra space between characters, in points.
    public func tracking(_ tracking: CGFloat) -> Text { modifyingStyle { $0.tracking = tracking } }
    /// Extra space between characters, in points (Widgetry treats kerning like tracking).
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }
    /// Underlines this text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { modifyingStyle { $0.underline = isActive } }
    /// Strikes this text through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { modifyingStyle { $0.strikethrough = isActive } }
    /// Raises (positive) or lowers this text, in points.
    public func baselineOffset(_ offset: CGFloat) -> Text { modifyingStyle { $0.baselineOffset = offset } }
    /// Digits of equal width.
    public func monospacedDigit() -> Text { modifyingStyle { $0.monospacedDigit = true } }
    /// This text in `design` unless its font names one, as SwiftUI's `Text.fontDesign(_:)` (iOS 16.1).
    public func fontDesign(_ design: Font.Design?) -> Text { modifyingStyle { if $0.design == nil { $0.design = design } } }
    /// This text at `width`, as SwiftUI's `Text.fontWidth(_:)` (iOS 16): measured at the standard width, as the view
    /// modifier is (the stand-in for SF Pro has no condensed or expanded faces).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// This text in the monospaced design of its font, as SwiftUI's `Text.monospaced(_:)` (iOS 16.4).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? modifyingStyle { $0.monospaced = true } : self }

    /// This text as a link's run: drawn in the tint unless it has a colour of its own.
    func markedAsLink() -> Text { modifyingStyle { $0.isLink = true } }
}

extension Text: View, PrimitiveView {
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let node = TextNode(text: self, context: context)
        node.source = viewSource
        guard let accessibility else { return [node] }
        return [AccessibilityNode(child: node, attributes: accessibility.attributes(in: context.environment))]
    }
}

/// A shape style a text run is drawn in, compared by its description: styles are plain values (a level, colours and
/// stops), so two with the same description draw alike.
struct TextShapeStyle: Hashable, @unchecked Sendable {
    // `@unchecked`: the wrapped style is a value that is never mutated (see ``AnyShapeStyle``).
    let style: AnyShapeStyle
    private let description: String

    init(_ style: AnyShapeStyle) {
        self.style = style
        description = String(reflecting: style.base)
    }

    static func == (a: Self, b: Self) -> Bool { a.description == b.description }
    func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
