import Foundation

/// A plant the app tracks. Shared between the app and its widgets.
struct Plant: Codable, Identifiable, Hashable {
    var id: String
    var name: String
    var imageName: String
    var lastWatered: Date
    var wateringIntervalDays: Int

    var nextWatering: Date {
        Calendar.current.date(byAdding: .day, value: wateringIntervalDays, to: lastWatered) ?? lastWatered
    }

    func daysUntilWatering(from now: Date) -> Int {
        let days = Calendar.current.dateComponents([.day], from: Calendar.current.startOfDay(for: now),
                                                   to: Calendar.current.startOfDay(for: nextWatering)).day ?? 0
        return max(days, 0)
    }

    static let referenceDate = Date(timeIntervalSince1970: 1_780_000_000)

    static let samples: [Plant] = [
        Plant(id: "fern", name: "Boston Fern", imageName: "Fern", lastWatered: referenceDate.addingTimeInterval(-86_400), wateringIntervalDays: 3),
        Plant(id: "monstera", name: "Monstera Deliciosa", imageName: "Monstera", lastWatered: referenceDate.addingTimeInterval(-5 * 86_400), wateringIntervalDays: 7),
        Plant(id: "cactus", name: "Golden Barrel Cactus", imageName: "Cactus", lastWatered: referenceDate.addingTimeInterval(-20 * 86_400), wateringIntervalDays: 21),
    ]
}
