import Foundation

/// A view made from a collection, as SwiftUI's `DynamicViewContent`: `ForEach`, and libraries' views that wrap one
/// (a store-driven list). Lists edit such content by its data's offsets (`onDelete`, `onMove`); a render
/// edits nothing, so the modifiers return the content unchanged.
public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    associatedtype Data: Collection
    /// The elements, one view each.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Rows deleted by swiping or in edit mode call `action`; nothing is edited in a render.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Rows moved in edit mode call `action`; nothing is edited in a render.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}
