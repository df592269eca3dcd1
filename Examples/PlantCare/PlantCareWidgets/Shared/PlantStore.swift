import Combine
import Foundation

/// The app's plant list, saved in the app group so the widgets can read it.
final class PlantStore: ObservableObject {
    static let appGroup = "group.com.example.plantcare"
    static let shared = PlantStore()

    @Published private(set) var plants: [Plant] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        plants = Self.loadPlants()
        // Save whenever the list changes, the way the app keeps the widgets' copy fresh.
        $plants
            .dropFirst()
            .sink { plants in Self.save(plants) }
            .store(in: &cancellables)
    }

    func plant(id: String) -> Plant? { plants.first { $0.id == id } }

    func water(_ id: String, at date: Date = Date()) {
        guard let index = plants.firstIndex(where: { $0.id == id }) else { return }
        plants[index].lastWatered = date
    }

    private static var fileURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)?.appendingPathComponent("plants.json")
    }

    private static func loadPlants() -> [Plant] {
        guard let url = fileURL, let data = try? Data(contentsOf: url),
              let plants = try? JSONDecoder().decode([Plant].self, from: data) else { return Plant.samples }
        return plants
    }

    private static func save(_ plants: [Plant]) {
        guard let url = fileURL, let data = try? JSONEncoder().encode(plants) else { return }
        try? data.write(to: url)
    }
}
