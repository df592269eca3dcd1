import Foundation

/// The display mode of an iOS 10+ Today widget (NotificationCenter's `NCWidgetDisplayMode`, iOS 10–14).
public enum NCWidgetDisplayMode: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The fixed-height mode every widget starts in: 110 points tall whatever the widget asks.
    case compact
    /// The variable-height mode the user opens with "Show More", sized by `preferredContentSize`.
    case expanded

    /// `compact` or `expanded`.
    public var description: String {
        self == .compact ? "compact" : "expanded"
    }
}
