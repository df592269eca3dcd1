import Foundation
import WidgetryReference

// Entry points for WidgetryUIKit (`UIImage`, `UIScreen`), which builds on WidgetryUI but must not widen its
// public API: imported with `@_spi(WidgetryUIKit) import WidgetryUI`.

extension Image {
    /// An image from a file outside the asset catalog, `scale` pixels per point: what `Image(uiImage:)`
    /// draws for a `UIImage` made from data or a path. An undecodable file is a finding when laid out.
    @_spi(WidgetryUIKit)
    public init(filePath: String, scale: CGFloat) { self.init(source: .file(path: filePath, scale: scale)) }

    /// The same image read by VoiceOver as `label`, or hidden from it when `nil` (a decorative bitmap).
    @_spi(WidgetryUIKit)
    public func labelled(_ label: Text?) -> Image {
        var copy = self
        if let label { copy.accessibilityText = label } else { copy.isDecorative = true }
        return copy
    }
}

extension Image {
    /// How a bitmap's pixels are turned before they are shown, as SwiftUI's `Image.Orientation`.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }
}

extension EnvironmentValues {
    /// The environment of the view being built on this thread (the default environment outside any view),
    /// for UIKit's singletons such as `UITraitCollection.current` and `UIScreen.main`.
    @_spi(WidgetryUIKit)
    public static var ofCurrentView: EnvironmentValues { current }
}

private struct DeviceProfileKey: EnvironmentKey { static let defaultValue: DeviceProfile? = nil }

extension EnvironmentValues {
    /// The device the widget is rendered for, when the caller knows it; `UIScreen.main` answers with its
    /// screen. `nil` means unknown (UIKit code then sees an iPhone 15 Pro).
    public var deviceProfile: DeviceProfile? {
        // Noted so a layout that never asks can be shared by devices with the same widget size (CellPipeline).
        get { buildLog?.readDeviceProfile = true; return self[DeviceProfileKey.self] }
        set { self[DeviceProfileKey.self] = newValue }
    }
}
