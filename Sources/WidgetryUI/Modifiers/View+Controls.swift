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
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size of controls (`controlSize(_:)`), regular by default, as SwiftUI's `controlSize`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

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

    /// The size of controls inside. Bordered buttons are drawn large at `.large` and `.extraLarge` (taller insets,
    /// ``EnvironmentValues/controlSize``); other controls, and buttons at `.small` and `.mini`, keep the regular size
    /// (Apple publishes no per-size metrics), with an info finding, since on a device they change size.
    public func controlSize(_ size: ControlSize) -> some View {
        modifyingEnvironment { $0.controlSize = size }
            .acceptedWithoutEffect("controlSize(_:)", "controls other than bordered buttons are drawn at the regular size",
                                   when: size != .regular && size != .large && size != .extraLarge)
    }
}
