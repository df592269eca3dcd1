/// Builds a view for each element of a collection, as SwiftUI's `ForEach` does. As in SwiftUI, `Content` is
/// not constrained here: `ForEach` is a `View` when its content is one, and other modules make it their
/// own kind of content too (Swift Charts' `ChartContent`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public var data: Data
    /// Builds the content for one element.
    public var content: (Data.Element) -> Content
    let idKeyPath: KeyPath<Data.Element, ID>

    /// Content per element, identified by key path `id`, built by a closure that no result builder wraps:
    /// the designated initializer that other modules' builders (`ChartContentBuilder`) call.
    public init(_each data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idKeyPath = id
        self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// One view per element, identified by the element's key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_each: data, id: id, content: content)
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        let implicitTags = Self.tagsByID(in: context.environment.pickerOptionMode)
        for element in data {
            if implicitTags {
                // SwiftUI tags each row of a picker's ForEach with its id when the types match.
                nodes += context.nodes(for: PickerOption(tag: AnyHashable(element[keyPath: idKeyPath]), content: content(element)))
            } else {
                nodes += context.nodes(for: content(element))
            }
        }
        return nodes
    }

    /// Whether rows inside a picker are its options by id: the selection is of the id's type.
    private static func tagsByID(in mode: PickerOptionMode) -> Bool {
        switch mode {
        case .plain: false
        case .selectedOnly(let selected), .segment(let selected), .list(let selected): type(of: selected.base) == ID.self
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// One view per `Identifiable` element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
