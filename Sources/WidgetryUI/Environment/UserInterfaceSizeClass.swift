import Foundation
import WidgetryReference

/// How much room an axis has, as SwiftUI's `UserInterfaceSizeClass` (shared app code adapts its layout to it).
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// A constrained axis (an iPhone's width in portrait).
    case compact
    /// An expansive axis (an iPad's).
    case regular
}

/// A size class set with `.environment(…)`, `nil` inside when set to `nil`. (A double optional would not do: the
/// environment's storage casts an absent value to `T??` as `.some(nil)`.)
private struct SizeClassOverride { var value: UserInterfaceSizeClass? }
private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: SizeClassOverride? { nil } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: SizeClassOverride? { nil } }

extension EnvironmentValues {
    /// The horizontal size class: compact on an iPhone, regular on an iPad (Apple's size classes for full-screen
    /// apps in portrait, HIG "Layout"), `nil` when the device is unknown; `.environment(\.horizontalSizeClass, …)` overrides.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self].map(\.value) ?? deviceProfile.map { $0.idiom == .pad ? .regular : .compact } }
        set { self[HorizontalSizeClassKey.self] = SizeClassOverride(value: newValue) }
    }

    /// The vertical size class: regular on iPhones and iPads in portrait, `nil` when the device is unknown.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self].map(\.value) ?? deviceProfile.map { _ in .regular } }
        set { self[VerticalSizeClassKey.self] = SizeClassOverride(value: newValue) }
    }
}
