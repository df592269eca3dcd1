import SwiftUI
import WidgetKit

@main
struct PlantCareWidgetsBundle: WidgetBundle {
    var body: some Widget {
        PlantWidget()
        StreakWidget()
    }
}
