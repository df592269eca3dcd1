// `import UserNotifications`: the notification center shared code schedules reminders through. A widget
// never shows notifications; requests are kept, and authorisation is not determined, as on a fresh install.
@_exported import Foundation
@_exported import WidgetryUserNotifications
