// `import NotificationCenter`: the Today widget framework of iOS 8–14
// (https://developer.apple.com/documentation/notificationcenter): the display modes, the update result, the provider
// protocol and the content controller. On iOS its headers import UIKit, so it brings UIKit (and Foundation) too;
// app files often import it by mistake, thinking of Foundation's `NotificationCenter`, and compile there. Widgetry's
// Today host (`WidgetryToday`) checks Today widgets written with its
// `TodayViewController`; see docs/today-and-lists.md.
@_exported import UIKit
@_exported import enum WidgetryToday.NCWidgetDisplayMode
@_exported import enum WidgetryToday.NCUpdateResult
@_exported import protocol WidgetryToday.NCWidgetProviding
@_exported import class WidgetryToday.NCWidgetController
