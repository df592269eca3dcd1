import Foundation

// How a sheet presents (iOS 16): an app screen's concern that shares files with widgets (a settings sheet beside the
// widget's views). A render shows no sheet, so none of these changes what is drawn; each is kept so the code compiles.
extension View {
    /// Whether a sheet shows its drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// The heights a sheet rests at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// The heights a sheet rests at, and the one selected.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    /// How a popover or sheet adapts in a compact size class (iOS 16.4): no presentation is shown in a render.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// How a presentation adapts in compact width and height (iOS 16.4).
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }
    /// A sheet's corner radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// What a sheet draws behind its content.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Whether a scrollable view (`List`, `Form`, `TextEditor`) shows its system background: Widgetry's lists draw the plain
    /// style, with no system background behind the rows, so hiding it changes nothing.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

/// A height a sheet rests at, as SwiftUI's `PresentationDetent` (iOS 16).
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The full height.
    public static let large = PresentationDetent(name: "large")
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// How a presentation adapts to a compact size class, as SwiftUI's `PresentationAdaptation` (iOS 16.4).
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    /// The system's choice for the presentation.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation: a popover stays a popover.
    public static let none = PresentationAdaptation(name: "none")
    /// As a popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// As a sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// As a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
