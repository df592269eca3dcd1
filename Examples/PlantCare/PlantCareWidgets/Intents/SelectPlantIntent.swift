import AppIntents
import WidgetKit

struct SelectPlantIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Plant"
    static var description = IntentDescription("Choose the plant the widget follows.")

    @Parameter(title: "Plant")
    var plant: PlantEntity?

    @Parameter(title: "Show next watering date", default: true)
    var showsNextWatering: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Follow \(\.$plant)") {
            \.$showsNextWatering
        }
    }
}

extension SelectPlantIntent {
    static var monstera: SelectPlantIntent {
        let intent = SelectPlantIntent()
        intent.plant = PlantEntity(Plant.samples[1])
        return intent
    }
}
