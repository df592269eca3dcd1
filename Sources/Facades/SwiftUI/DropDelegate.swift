import Foundation
import WidgetryFoundation
import WidgetryUI
import WidgetryUniformTypeIdentifiers

// Drag and drop through item providers (iOS 13's API, still what list-reordering code uses). A still render has no
// drag in progress: the view is drawn as it is and no delegate method is called, as on a device where nothing is
// dropped.

/// What a drop would do, as SwiftUI's `DropOperation`.
public enum DropOperation: Sendable, Hashable {
    case cancel, forbidden, copy, move
}

/// A drop target's answer while a drag moves over it, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable, Hashable {
    /// What the drop would do.
    public let operation: DropOperation
    /// The proposal `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drop in progress, as SwiftUI's `DropInfo`.
public struct DropInfo {
    /// Where the drag is, in the target's coordinates.
    public let location: CGPoint
    private let providers: [NSItemProvider]

    /// A drop at `location` carrying `itemProviders`.
    public init(location: CGPoint, itemProviders: [NSItemProvider]) {
        self.location = location
        providers = itemProviders
    }

    /// Whether an item has one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { !itemProviders(for: contentTypes).isEmpty }

    /// The items that have one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }
}

/// Answers a drop target's events, as SwiftUI's `DropDelegate`: only ``performDrop(info:)`` is required.
public protocol DropDelegate {
    /// Whether a drop with `info` is accepted.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop; whether it was taken.
    func performDrop(info: DropInfo) -> Bool
    /// A validated drag entered the target.
    func dropEntered(info: DropInfo)
    /// The drag moved; what a drop would do (`nil`: as last proposed).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the target.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts a drop with any item.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Nothing to do.
    public func dropEntered(info: DropInfo) {}
    /// As last proposed.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing to do.
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// Lets the user drag the item `data` makes (drawn unchanged; nothing is dragged in a render).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// Lets the user drag the item `data` makes, with a drag preview (drawn unchanged).
    public func onDrag<Preview: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> Preview) -> some View { self }

    /// Accepts drops of `supportedContentTypes` through `delegate` (drawn unchanged; no delegate method is called).
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }

    /// Accepts drops of `supportedContentTypes` (drawn unchanged; `action` is not called, `isTargeted` stays as it is).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }

    /// Accepts drops of `supportedContentTypes`, with the drop's location (drawn unchanged; `action` is not called).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }
}
