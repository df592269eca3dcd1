import Foundation
import Testing
import WatchKit
import WidgetryPipeline

/// Shared watch code that reads the device and plays haptics, as apps write it.
@Suite struct WatchKitTests {
    @Test("WKInterfaceDevice describes a 45 mm watch whose battery is not monitored; haptics compile and do nothing")
    func device() {
        let device = WKInterfaceDevice.current()
        // 45 mm Apple Watch: 396 × 484 pixels at 2× (Apple HIG, watchOS screen sizes).
        #expect(device.screenBounds.size == CGSize(width: 396 / 2, height: 484 / 2))
        #expect(device.screenScale == 2)
        #expect(device.systemName == "watchOS")
        // Unmonitored battery: level -1, state unknown, as WatchKit documents.
        device.isBatteryMonitoringEnabled = false
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        device.play(.success)
        #expect(WKInterfaceDevice.current() === device)
    }
}
