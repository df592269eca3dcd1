import Foundation

extension Text {
    /// How an underline or strikethrough is drawn, as SwiftUI's `Text.LineStyle` (iOS 16). Widgetry draws every
    /// pattern as a solid line; the pattern changes no layout.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of the line.
        public struct Pattern: Hashable, Sendable {
            let name: String
            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A dotted line.
            public static let dot = Pattern(name: "dot")
            /// A dashed line.
            public static let dash = Pattern(name: "dash")
            /// Dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A dash and two dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        /// The pattern.
        public var pattern: Pattern
        /// The colour, or `nil` for the text's.
        public var color: Color?

        /// A line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Underlines the text with a pattern (iOS 16).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }

    /// Strikes the text through with a pattern (iOS 16).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }
}

extension Text {
    /// A text's scale relative to the text around it, as SwiftUI's `Text.Scale` (iOS 17).
    public struct Scale: Hashable, Sendable {
        let secondary: Bool
        /// The text's own size.
        public static let `default` = Scale(secondary: false)
        /// A smaller size for text next to a primary text (a unit beside a number).
        public static let secondary = Scale(secondary: true)
    }

    /// The text at `scale` (iOS 17). Apple publishes no factor for `.secondary`, so the text keeps its size here; widths
    /// of secondary text can be a little wider than on a device.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}
