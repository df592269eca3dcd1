// `import AlarmKit` (iOS 26): alarms' Live Activity attributes and presentation compiled as on iOS; the
// manager has no alarms and is not authorised, see docs/compatibility.md.
@_exported import Foundation
@_exported import WidgetryAlarmKit
