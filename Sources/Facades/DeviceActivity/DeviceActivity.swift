// `import DeviceActivity`: Screen Time's activity names, schedules, center and monitor compiled as on iOS;
// nothing is monitored on Linux (docs/compatibility.md).
@_exported import Foundation
@_exported import WidgetryDeviceActivity
