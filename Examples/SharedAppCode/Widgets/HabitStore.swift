import Foundation
import UIKit
import Combine

/// The app's habit data as the widget reads it: counts from the shared defaults, the affirmations from an
/// asset catalog data set, and a Darwin notification to the app when the widget changes something.
final class HabitStore: NSObject {
    private let defaults = UserDefaults(suiteName: "group.example.habits") ?? .standard
    private var cancellables = Set<AnyCancellable>()
    static let changed = CFNotificationName("example.habits.changed" as CFString)

    var completedToday: Int { defaults.value(forKey: "completedToday") as? Int ?? 0 }
    var dailyGoal: Int { defaults.value(forKey: "dailyGoal") as? Int ?? 5 }

    var affirmation: String {
        guard let asset = NSDataAsset(name: "Affirmations"),
              let lines = try? JSONDecoder().decode([String].self, from: asset.data),
              !lines.isEmpty else { return "Keep going." }
        return lines[Calendar.current.component(.day, from: Date()) % lines.count]
    }

    func markDone() {
        defaults.setValue(completedToday + 1, forKey: "completedToday")
        CFNotificationCenterPostNotification(CFNotificationCenterGetDarwinNotifyCenter(), Self.changed, nil, nil, true)
    }

    func observeRemoteChanges(_ publisher: AnyPublisher<Int, Never>, update: @escaping (Int) -> Void) {
        publisher
            .receive(on: DispatchQueue.main)
            .sink { update($0) }
            .store(in: &cancellables)
    }

    @objc func refresh() { _ = completedToday }

    var refreshAction: Selector { #selector(HabitStore.refresh) }
}
