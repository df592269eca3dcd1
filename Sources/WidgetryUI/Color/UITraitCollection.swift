import Foundation

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Not specified: treated as light.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// The traits a UIKit colour or image is resolved for, as UIKit's `UITraitCollection`: the appearance and
/// the display scale of the render. Immutable, hence `Sendable`.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point.
    public let displayScale: CGFloat

    /// Traits with an appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        displayScale = 3
    }

    /// Traits with a display scale.
    public init(displayScale: CGFloat) {
        userInterfaceStyle = .light
        self.displayScale = displayScale
    }

    /// The traits of a render's environment.
    init(environment: EnvironmentValues) {
        userInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        displayScale = environment.displayScale
    }

    /// The traits of the view being laid out on this thread (light, 3x outside any view), as UIKit's
    /// `current` is the traits of the view being drawn.
    public static var current: UITraitCollection { UITraitCollection(environment: .current) }
}
