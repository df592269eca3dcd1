// SwiftUI (iOS 15) lets ForEach walk a binding to a collection and hand each row a binding to its element:
// `ForEach($settings.cards) { $card in Toggle(card.title, isOn: $card.isVisible) }`. The data is the collection's
// indices paired with each element's identity, as SwiftUI declares it (`LazyMapSequence<C.Indices, (C.Index, ID)>`),
// so a row keeps its identity when elements move, and each row's binding reads and writes the element at its index.

extension ForEach where Content: View {
    /// One view per element of the bound collection, each given a binding to its element, identified by `id`.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(_each: elements, id: \.1) { element in
            content(Binding(get: { data.wrappedValue[element.0] }, set: { data.wrappedValue[element.0] = $0 }))
        }
    }

    /// One view per element of the bound collection of identifiable elements, each given a binding to its element.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection,
          C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }
}
