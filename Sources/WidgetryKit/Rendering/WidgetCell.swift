import Foundation
import WidgetryReference
import WidgetryUI

/// One setting a widget is rendered in: family, device, text size and appearance.
public struct WidgetCell: Sendable, Hashable, CustomStringConvertible {
    /// The widget family.
    public var family: WidgetFamily
    /// The device whose widget sizes apply.
    public var device: DeviceProfile
    /// The user's text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// Light or dark.
    public var colorScheme: ColorScheme

    /// Creates a cell.
    public init(family: WidgetFamily, device: DeviceProfile = DeviceCatalog.defaultDevice,
                dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light) {
        self.family = family; self.device = device; self.dynamicTypeSize = dynamicTypeSize; self.colorScheme = colorScheme
    }

    /// The widget's size in points on this device, if the device offers the family.
    public var size: CGSize? { device.size(for: family) }

    /// "systemMedium · iPhone 16 · large · light".
    public var description: String {
        "\(family) · \(device.name) · \(dynamicTypeSize.argumentName) · \(colorScheme)"
    }
}
