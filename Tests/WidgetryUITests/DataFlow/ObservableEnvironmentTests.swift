import Observation
import Testing
@testable import WidgetryUI

/// An app's navigation model, as iOS 17 code writes one.
@Observable final class TripModel {
    var destination = "Lyon"
}

@Suite struct ObservableEnvironmentTests {
    struct Root: View {
        let model: TripModel
        var body: some View {
            VStack {
                Destination().environment(model)
                OptionalReader()
            }
        }
    }

    struct Destination: View {
        @Environment(TripModel.self) private var model
        var body: some View { Text("To \(model.destination)") }
    }

    struct OptionalReader: View {
        @Environment(TripModel.self) private var model: TripModel?
        var body: some View { Text(model?.destination ?? "no trip") }
    }

    @Test("environment(_:) provides an @Observable object by type; @Environment(Model.self) reads it, and only below it")
    func providedAndRead() {
        let model = TripModel()
        model.destination = "Nantes"
        #expect(layout(Root(model: model)).texts.map(\.text.string) == ["To Nantes", "no trip"])
    }

    @Test("An object given with environmentObject(_:) does not answer @Environment(Model.self), as in SwiftUI")
    func environmentObjectIsAnotherStore() {
        #expect(layout(OptionalReader().environmentObject(TripModel())).texts.map(\.text.string) == ["no trip"])
        #expect(layout(OptionalReader().environment(TripModel())).texts.map(\.text.string) == ["Lyon"])
    }
}
