import Foundation
import Testing
import WidgetryUIKit

/// The device's orientation, as an app's orientation observer reads it.
@Suite(.serialized) struct UIDeviceOrientationTests {
    @Test("The orientation is unknown until notifications are asked for, as UIKit documents; then portrait")
    func orientation() {
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait && device.orientation.isPortrait && device.orientation.isValidInterfaceOrientation)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }

    @Test("Interface orientations' landscape raw values are the device's swapped, as in UIKit")
    func interfaceOrientation() {
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue)
        #expect(UIInterfaceOrientation.landscapeRight.rawValue == UIDeviceOrientation.landscapeLeft.rawValue)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }
}
