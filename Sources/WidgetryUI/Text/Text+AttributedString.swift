import Foundation

// SwiftUI's attributes of `AttributedString` (iOS 15): `string.foregroundColor = .red`, `string.font = .headline`,
// `container.strikethroughStyle = .single`, and `Text(attributedString)` drawing each run with them, with markdown's
// `inlinePresentationIntent` and links (WidgetryFoundation's `AttributedString(markdown:)`).
extension AttributeScopes {
    /// The attributes SwiftUI's `Text` draws, as `AttributeScopes.SwiftUIAttributes`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the run (kept; not drawn here).
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space between the run's letters, as `kerning(_:)`.
        public let kern: KernAttribute
        /// Extra space between the run's letters, as `tracking(_:)`.
        public let tracking: TrackingAttribute
        /// The run raised or lowered from the baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes

        /// The font key.
        public enum FontAttribute: AttributedStringKey { public typealias Value = Font; public static let name = "SwiftUI.Font" }
        /// The colour key.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The background colour key.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// The strikethrough key.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// The underline key.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// The kerning key.
        public enum KernAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.Kern" }
        /// The tracking key.
        public enum TrackingAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.Tracking" }
        /// The baseline offset key.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope (`AttributedString(…, including: \.swiftUI)`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string.foregroundColor`, `container.font`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text drawn from an attributed string, each run with its SwiftUI attributes (font, colour, strikethrough,
    /// underline, kerning, tracking, baseline offset), as SwiftUI's `Text(_:)` for `AttributedString` (iOS 15).
    ///
    /// Disfavoured: Linux's `AttributedString` takes string literals, so `Text("Hello")` would otherwise be ambiguous
    /// with the localized key, which SwiftUI chooses.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString, file: StaticString = #filePath, line: UInt = #line) {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        var joined: Text?
        for run in attributedContent.runs {
            var piece = Text(verbatim: String(attributedContent[run.range].characters), file: file, line: line)
            if let font = run[SwiftUI.FontAttribute.self] { piece = piece.font(font) }
            if let color = run[SwiftUI.ForegroundColorAttribute.self] { piece = piece.foregroundColor(color) }
            if let style = run[SwiftUI.StrikethroughStyleAttribute.self] { piece = piece.strikethrough(true, color: style.color) }
            if let style = run[SwiftUI.UnderlineStyleAttribute.self] { piece = piece.underline(true, color: style.color) }
            if let kern = run[SwiftUI.KernAttribute.self] { piece = piece.kerning(kern) }
            if let tracking = run[SwiftUI.TrackingAttribute.self] { piece = piece.tracking(tracking) }
            if let offset = run[SwiftUI.BaselineOffsetAttribute.self] { piece = piece.baselineOffset(offset) }
            // Markdown (`AttributedString(markdown:)`): strong runs bold, emphasized italic, code monospaced, struck
            // through; links in the tint, as SwiftUI draws a link without a colour of its own.
            if let intent = run[AttributeScopes.MarkdownAttributes.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { piece = piece.bold() }
                if intent.contains(.emphasized) { piece = piece.italic() }
                if intent.contains(.code) { piece = piece.monospaced() }
                if intent.contains(.strikethrough) { piece = piece.strikethrough() }
            }
            if run.link != nil { piece = piece.markedAsLink() }
            joined = joined.map { $0 + piece } ?? piece
        }
        self = joined ?? Text(verbatim: "", file: file, line: line)
    }
}
