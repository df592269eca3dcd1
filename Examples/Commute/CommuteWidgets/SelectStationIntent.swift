import AppIntents
import WidgetKit

/// What the user picks when editing the widget: the station whose board it shows.
struct SelectStationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Choose Station"
    static var description = IntentDescription("Shows the next trains from one station.")

    @Parameter(title: "Station", default: .centralJunction)
    var station: Station

    init() {}

    init(station: Station) {
        self.station = station
    }
}

extension Station: AppEnum {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Station"

    static var caseDisplayRepresentations: [Station: DisplayRepresentation] = [
        .harbourfront: "Harbourfront",
        .millbrookRoad: "Millbrook Road",
        .centralJunction: "Central Junction",
        .northgate: "Northgate",
    ]
}
