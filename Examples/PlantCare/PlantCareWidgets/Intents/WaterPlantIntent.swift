import AppIntents
import WidgetKit

/// Marks a plant as watered from the widget's button (iOS 17 interactive widgets).
struct WaterPlantIntent: AppIntent {
    static var title: LocalizedStringResource = "Water Plant"

    @Parameter(title: "Plant ID")
    var plantID: String

    init() {}

    init(plantID: String) {
        self.plantID = plantID
    }

    func perform() async throws -> some IntentResult {
        PlantStore.shared.water(plantID)
        WidgetCenter.shared.reloadTimelines(ofKind: PlantWidget.kind)
        return .result()
    }
}
