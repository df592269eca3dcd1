import Foundation
import WidgetryGraphics

// Modifiers of app screens that share files with a widget (lists, navigation, text fields, haptics). None changes a
// widget's layout or look: each is kept so the code compiles, as SwiftUI ignores them outside the screens they serve.
extension View {
    /// A list row's background (Widgetry's lists draw their own rows).
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// A list row's insets.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// A navigation bar's subtitle (iOS 26).
    public func navigationSubtitle(_ subtitle: String) -> some View { self }
    /// A navigation bar's subtitle (iOS 26).
    public func navigationSubtitle(_ subtitle: Text) -> some View { self }
    /// How a tab bar shrinks while scrolling (iOS 26).
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
    /// The kind of text a field expects, for autofill.
    public func textContentType(_ type: UITextContentType?) -> some View { self }
    /// A haptic played when `trigger` changes (nothing plays in a render).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// A haptic played when `condition` holds for a change of `trigger`.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }
    /// Whether text can be selected (nothing is selected in a render).
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
    /// Shows `destination` for a non-nil `item` when navigated to (never in a render).
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// Whether a sheet can be swiped away.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// How a tab bar shrinks while scrolling, as SwiftUI's `TabBarMinimizeBehavior` (iOS 26).
public struct TabBarMinimizeBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    public static let never = TabBarMinimizeBehavior(name: "never")
}

/// A text field's kind of content, as UIKit's `UITextContentType` (`.username`, `.emailAddress`).
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let location = UITextContentType(rawValue: "location")
}

/// A haptic, as SwiftUI's `SensoryFeedback` (iOS 17).
public struct SensoryFeedback: Sendable, Hashable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    /// An impact of a flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }

    /// An impact's weight.
    public enum Weight: Sendable, Hashable { case light, medium, heavy }
    /// An impact's flexibility.
    public enum Flexibility: Sendable, Hashable { case rigid, solid, soft }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public struct TextSelectability: Sendable, Hashable {
    let isEnabled: Bool
    public static let enabled = TextSelectability(isEnabled: true)
    public static let disabled = TextSelectability(isEnabled: false)
}

extension Animation {
    /// A quick spring of `duration` seconds (iOS 17); a render shows the end state.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    /// A smooth spring of `duration` seconds (iOS 17).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// A bouncy spring of `duration` seconds (iOS 17).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
}
