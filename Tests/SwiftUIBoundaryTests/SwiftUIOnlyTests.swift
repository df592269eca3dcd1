// This file imports only `SwiftUI` (and Testing), as a widget's view files do: every name below must come
// from `import SwiftUI` alone, as on iOS, where SwiftUI re-exports Combine, Foundation and UIKit and
// declares grids, lists, previews, Dynamic Type sizes and the widget protocols.
import SwiftUI
import Testing

/// A model as apps write it: Combine's `ObservableObject` with `@Published` properties.
private final class StepsModel: ObservableObject {
    @Published var steps = 6_240
    var cancellables = Set<AnyCancellable>()
}

/// A view using the names the survey found files importing only SwiftUI use.
private struct StepsGrid: View {
    @ObservedObject var model: StepsModel
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    private let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        LazyVGrid(columns: columns) {
            Text("\(model.steps)")
            LabeledContent("Goal", value: "10,000")
        }
        .clipShape(.rect(cornerRadius: 12))
        .blendMode(dynamicTypeSize >= .accessibility1 ? .normal : .normal)
    }
}

private struct StepsPreviews: PreviewProvider {
    static var previews: some View { StepsGrid(model: StepsModel()) }
}

/// A custom wrapper on `DynamicProperty`, as apps write them over `@Environment`.
@propertyWrapper private struct Scaled: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var size
    var wrappedValue: Bool { size.isAccessibilitySize }
}

/// A custom insettable shape, as apps write them for `strokeBorder`.
private struct Notch: InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
    func inset(by amount: CGFloat) -> Notch { Notch(inset: inset + amount) }
}

@Suite struct SwiftUIOnlyTests {
    @Test("ObservableObject and @Published come with import SwiftUI and publish changes")
    func observableObjectPublishes() {
        let model = StepsModel()
        var changes = 0
        model.objectWillChange.sink { _ in changes += 1 }.store(in: &model.cancellables)
        model.steps = 7_000
        #expect(changes == 1)
    }

    @Test("A grid of a text and a labeled content lays out with import SwiftUI alone")
    func gridLaysOut() {
        let result = LayoutEngine.layout(StepsGrid(model: StepsModel()), canvasSize: CGSize(width: 300, height: 100))
        #expect(result.allElements.contains { $0.kind == .text && $0.path.contains("6") })
        #expect(result.allElements.contains { $0.kind == .text && $0.path.contains("Goal") })
        #expect(StepsPreviews.previews is StepsGrid)
    }

    @Test("Angles add, negate and scale as SwiftUI's Animatable angle does")
    func angleArithmetic() {
        let turn = Angle.degrees(90) + .degrees(45) - .degrees(15)
        #expect(abs(turn.degrees - 120) < 1e-9)
        #expect(abs((-turn).degrees + 120) < 1e-9)
        #expect(abs((turn * 2).degrees - 240) < 1e-9)
        #expect(abs((turn / 4).degrees - 30) < 1e-9)
    }

    @Test("Content size categories and Dynamic Type sizes are SwiftUI's")
    func textSizes() {
        #expect(ContentSizeCategory.large != ContentSizeCategory.extraLarge)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
    }

    @Test("A custom insettable shape insets by the amounts it is given")
    func insettableShape() {
        let path = Notch().inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.boundingRect == CGRect(x: 10, y: 10, width: 80, height: 30))
    }
}
