// This file imports only `SwiftUI` (and Testing), as an app's settings screen shared with a widget does: on iOS
// SwiftUI re-exports UIKit, whose headers import UserNotifications, and SwiftUI orders content size categories.
import SwiftUI
import Testing

/// A settings model as apps write it: asks the notification center for the app's authorisation. (`@unchecked`:
/// this file is Swift 6 mode, where the center's callback is `@Sendable`; the test reads it on one thread.)
private final class ReminderSettings: ObservableObject, @unchecked Sendable {
    @Published var remindersAllowed = false

    func refresh() {
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            self.remindersAllowed = settings.authorizationStatus == .authorized
        }
    }
}

/// A row that drops its caption from the largest text sizes up, comparing categories as iOS 14 code does.
private struct StreakRow: View {
    @Environment(\.sizeCategory) private var sizeCategory
    var body: some View {
        VStack {
            Text("12 days")
            if sizeCategory < .accessibilityMedium {
                Text("current streak")
            }
        }
    }
}

@Suite struct SwiftUIReexportTests {
    @Test("UNUserNotificationCenter comes with import SwiftUI; a fresh install is not authorised")
    func notificationCenter() {
        let settings = ReminderSettings()
        settings.remindersAllowed = true
        settings.refresh()
        #expect(settings.remindersAllowed == false)
    }

    @Test("ContentSizeCategory orders from extraSmall to accessibilityExtraExtraExtraLarge, as DynamicTypeSize does")
    func categoryOrder() {
        let all = ContentSizeCategory.allCases
        #expect(all.first == .extraSmall && all.last == .accessibilityExtraExtraExtraLarge)
        for (index, category) in all.enumerated() {
            for (otherIndex, other) in all.enumerated() {
                #expect((category < other) == (index < otherIndex))
                #expect((category <= other) == (index <= otherIndex))
                #expect((category > other) == (index > otherIndex))
                #expect((category >= other) == (index >= otherIndex))
            }
        }
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    }

    @Test("A view comparing the environment's category shows its caption at large and hides it at AX1")
    func categoryInAView() {
        func texts(at category: ContentSizeCategory) -> [String] {
            LayoutEngine.layout(StreakRow().environment(\.sizeCategory, category), canvasSize: CGSize(width: 300, height: 200))
                .allElements.filter { $0.kind == .text }.map(\.path)
        }
        #expect(texts(at: .large).contains { $0.contains("current streak") })
        #expect(!texts(at: .accessibilityMedium).contains { $0.contains("current streak") })
    }
}
