import AppIntents
import WidgetKit

struct PlantEntry: TimelineEntry {
    let date: Date
    let plant: Plant
    let showsNextWatering: Bool
}

struct PlantProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> PlantEntry {
        PlantEntry(date: Plant.referenceDate, plant: Plant.samples[0], showsNextWatering: true)
    }

    func snapshot(for configuration: SelectPlantIntent, in context: Context) async -> PlantEntry {
        entry(for: configuration, at: Plant.referenceDate)
    }

    func timeline(for configuration: SelectPlantIntent, in context: Context) async -> Timeline<PlantEntry> {
        // One entry per morning for the next three days; the countdown changes once a day.
        let start = Calendar.current.startOfDay(for: Plant.referenceDate)
        let entries = (0..<3).map { day in
            entry(for: configuration, at: Calendar.current.date(byAdding: .day, value: day, to: start) ?? start)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<SelectPlantIntent>] {
        PlantStore.shared.plants.map { plant in
            var intent = SelectPlantIntent()
            intent.plant = PlantEntity(plant)
            return AppIntentRecommendation(intent: intent, description: plant.name)
        }
    }

    private func entry(for configuration: SelectPlantIntent, at date: Date) -> PlantEntry {
        let plant = configuration.plant.flatMap { PlantStore.shared.plant(id: $0.id) } ?? PlantStore.shared.plants.first ?? Plant.samples[0]
        return PlantEntry(date: date, plant: plant, showsNextWatering: configuration.showsNextWatering)
    }
}
