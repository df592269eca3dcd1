import SwiftUI
import WidgetKit

@main
struct DataStoreWidgets: WidgetBundle {
    var body: some Widget {
        ReadingWidget()
        PantryWidget()
        StepsWidget()
    }
}
