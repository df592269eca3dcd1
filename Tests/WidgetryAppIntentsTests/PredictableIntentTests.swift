import Foundation
import Testing
import WidgetryAppIntents

/// Suggested intents and parameter dependencies, as an app that launches things on a chosen device declares them.
@Suite struct PredictableIntentTests {
    struct ShowCity: AppIntent, WidgetConfigurationIntent, PredictableIntent {
        static var title: LocalizedStringResource { "Show city" }
        @Parameter(title: "City", default: CityEntity.all[1]) var city: CityEntity
        @Parameter(title: "Label", default: "Home") var label: String?
        @Parameter(title: "Zoom", default: 2) var zoom: Int

        // Two predictions in one body, one of two parameters and one of one: the builder is inferred from the requirement.
        static var predictionConfiguration: some IntentPredictionConfiguration {
            IntentPrediction(parameters: (\.$city, \.$label)) { city, label in
                DisplayRepresentation(title: "\(city.name) as \(label ?? "")")
            }
            IntentPrediction(parameters: \.$city) { city in
                DisplayRepresentation(title: "\(city.name)")
            }
        }
    }

    struct CityNameQuery: EntityQuery {
        @IntentParameterDependency<ShowCity>(\.$label, \.$zoom) var showing
        var dependedOn: [AnyKeyPath] { _showing.parameters }

        func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
            // As an app narrows its choices by the edited intent's parameters: `label` is unwrapped.
            let label: String? = showing?.label
            return CityEntity.all.filter { identifiers.contains($0.id) && (label == nil || $0.name != label) }
        }
    }

    @Test("Predictions are kept in order with the parameters each fills in, and read the intent's values")
    func predictions() throws {
        #expect(ShowCity.predictionConfiguration.parameterCounts == [2, 1])
        let predictions = try #require(ShowCity.predictionConfiguration as? IntentPredictions<ShowCity>)
        #expect(predictions.predictions[0].parameters == [\ShowCity.$city, \ShowCity.$label])
        let intent = ShowCity()
        #expect(predictions.predictions[0].displayRepresentation(for: intent).title.description == "Oslo as Home")
        #expect(predictions.predictions[1].displayRepresentation(for: intent).title.description == "Oslo")
    }

    @Test("A parameter dependency names its parameters and is empty outside a configuration screen, as when Widgetry renders")
    func dependency() async throws {
        let query = CityNameQuery()
        #expect(query.showing == nil)
        #expect(query.dependedOn == [\ShowCity.$label, \ShowCity.$zoom])
        #expect(try await query.entities(for: ["lis"]).map(\.name) == ["Lisbon"])
    }
}
