import WidgetKit
import SwiftUI

@main
struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: Provider()) { ForecastView(entry: $0) }
    }
}
