import AppIntents
import SwiftUI
import WidgetKit

struct PlantWidget: Widget {
    static let kind = "PlantWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: SelectPlantIntent.self, provider: PlantProvider()) { entry in
            PlantWidgetView(entry: entry)
        }
        .configurationDisplayName(String(localized: "Plant"))
        .description("When to water one of your plants.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    PlantWidget()
} timeline: {
    PlantEntry(date: Plant.referenceDate, plant: Plant.samples[0], showsNextWatering: true)
    PlantEntry(date: Plant.referenceDate, plant: Plant.samples[2], showsNextWatering: false)
}

#Preview("Monstera", as: .systemMedium, using: SelectPlantIntent.monstera) {
    PlantWidget()
} timeline: {
    PlantEntry(date: Plant.referenceDate, plant: Plant.samples[1], showsNextWatering: true)
}

#Preview("Monstera from the provider", as: .systemSmall, using: SelectPlantIntent.monstera) {
    PlantWidget()
} timelineProvider: {
    PlantProvider()
}
