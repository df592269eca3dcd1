import Foundation

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular.
    case large
    /// The largest (iOS 17).
    case extraLarge
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls inside hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of controls inside, as SwiftUI does: a switch toggle is then the switch alone,
    /// 51 × 31 pt, without the label and the space before it.
    public func labelsHidden() -> some View { modifyingEnvironment { $0.labelsHidden = true } }

    /// The size of controls inside. Accepted: bordered buttons and switches are drawn at the regular size
    /// (Apple publishes no per-size metrics), with an info finding for other sizes, since on a device the
    /// buttons change size.
    public func controlSize(_ size: ControlSize) -> some View {
        acceptedWithoutEffect("controlSize(_:)", "controls are drawn at the regular size", when: size != .regular)
    }
}
