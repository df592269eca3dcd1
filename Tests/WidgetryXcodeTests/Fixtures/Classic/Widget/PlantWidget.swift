import WidgetKit
import SwiftUI

struct PlantWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Plant", provider: PlantProvider()) { EntryView(entry: $0) }
    }
}
