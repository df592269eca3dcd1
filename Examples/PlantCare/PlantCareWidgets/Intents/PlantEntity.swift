import AppIntents

struct PlantEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Plant"
    static var defaultQuery = PlantQuery()

    var id: String
    var name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }

    init(_ plant: Plant) {
        id = plant.id
        name = plant.name
    }
}

struct PlantQuery: EntityQuery {
    func entities(for identifiers: [PlantEntity.ID]) async throws -> [PlantEntity] {
        PlantStore.shared.plants.filter { identifiers.contains($0.id) }.map(PlantEntity.init)
    }

    func suggestedEntities() async throws -> [PlantEntity] {
        PlantStore.shared.plants.map(PlantEntity.init)
    }

    func defaultResult() async -> PlantEntity? {
        PlantStore.shared.plants.first.map(PlantEntity.init)
    }
}
