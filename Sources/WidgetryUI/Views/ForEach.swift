/// Builds a view for each element of a collection, as SwiftUI's `ForEach` does.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The elements.
    public var data: Data
    /// Builds the view for one element.
    public var content: (Data.Element) -> Content
    let idKeyPath: KeyPath<Data.Element, ID>

    /// One view per element, identified by the element's key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idKeyPath = id
        self.content = content
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for element in data { nodes += context.nodes(for: content(element)) }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
