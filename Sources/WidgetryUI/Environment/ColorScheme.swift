/// Light or dark appearance, as in SwiftUI.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case light, dark
    public var description: String { rawValue }
}

/// Left-to-right or right-to-left, as in SwiftUI. Right-to-left mirrors horizontal stacks and
/// leading/trailing alignments.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Why a view is drawn redacted, as in SwiftUI: `.placeholder` draws text and images as grey boxes.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Data is not loaded yet: WidgetKit's placeholder.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Privacy-sensitive content on a locked device.
    public static let privacy = RedactionReasons(rawValue: 2)
}
