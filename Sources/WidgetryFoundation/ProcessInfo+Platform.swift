import Foundation

/// Which kind of app the process is, as Apple's Foundation answers it on iOS. Linux's Foundation has neither property;
/// a render is an iPhone or iPad widget, so the answers are an iOS device's: not Mac Catalyst, not an iOS app on a Mac.
extension ProcessInfo {
    /// Whether the app is a Mac Catalyst app: `false`, as on an iPhone or iPad.
    public var isMacCatalystApp: Bool { false }
    /// Whether the app is an iPhone or iPad app running on a Mac with Apple silicon: `false`, as on a device.
    public var isiOSAppOnMac: Bool { false }
    /// Whether Low Power Mode is on: `false`, as on a device with it off (widgets then refresh as usual).
    public var isLowPowerModeEnabled: Bool { false }
}

extension Notification.Name {
    /// Posted when Low Power Mode changes (`NSProcessInfoPowerStateDidChange`): never here.
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}
