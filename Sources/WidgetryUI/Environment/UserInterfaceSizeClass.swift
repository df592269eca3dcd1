import Foundation
import WidgetryReference

/// How much room an axis has, as SwiftUI's `UserInterfaceSizeClass` (shared app code adapts its layout to it).
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// A constrained axis (an iPhone's width in portrait).
    case compact
    /// An expansive axis (an iPad's).
    case regular
}

/// A size class set with `.environment(…)`: `.some(nil)` when set to `nil`, `nil` when not set (then the device decides).
private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass?? { nil } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass?? { nil } }

extension EnvironmentValues {
    /// The horizontal size class: compact on an iPhone, regular on an iPad (Apple's size classes for full-screen
    /// apps in portrait, HIG "Layout"), `nil` when the device is unknown; `.environment(\.horizontalSizeClass, …)` overrides.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] ?? deviceProfile.map { $0.idiom == .pad ? .regular : .compact } }
        set { self[HorizontalSizeClassKey.self] = .some(newValue) }
    }

    /// The vertical size class: regular on iPhones and iPads in portrait, `nil` when the device is unknown.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] ?? deviceProfile.map { _ in .regular } }
        set { self[VerticalSizeClassKey.self] = .some(newValue) }
    }
}
