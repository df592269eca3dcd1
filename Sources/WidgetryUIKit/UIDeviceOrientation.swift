import Foundation

/// The device's physical orientation, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Held upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Held on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Lying face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// An orientation the interface can take (not flat or unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The interface's orientation, as UIKit's `UIInterfaceOrientation`. Its landscape values are the device's swapped
/// (turning the device left turns the interface right), as UIKit's raw values are.
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Who asked UIKit for orientation notifications: `UIDevice.orientation` is `.unknown` until someone does.
private let orientationRequests = OrientationRequests()

private final class OrientationRequests: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0
    func begin() { lock.withLock { count += 1 } }
    func end() { lock.withLock { count = max(count - 1, 0) } }
    var isGenerating: Bool { lock.withLock { count > 0 } }
}

extension UIDevice {
    /// Posted when the device turns, as UIKit's `UIDevice.orientationDidChangeNotification`; a render never turns.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The device's orientation: `.unknown` until ``beginGeneratingDeviceOrientationNotifications()`` is called, as
    /// UIKit documents; then `.portrait`, the orientation a phone's widgets are rendered in.
    public var orientation: UIDeviceOrientation { orientationRequests.isGenerating ? .portrait : .unknown }
    /// Whether orientation notifications were asked for.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests.isGenerating }
    /// Asks for orientation notifications (calls nest, as in UIKit).
    public func beginGeneratingDeviceOrientationNotifications() { orientationRequests.begin() }
    /// Stops one request for orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() { orientationRequests.end() }
}
