import SwiftUI
import WidgetKit

@main
struct CommuteWidgetsBundle: WidgetBundle {
    var body: some Widget {
        NextDepartureWidget()
        LineStatusWidget()
    }
}
