import Foundation

/// A namespace for matched geometry and glass morphing, as SwiftUI's `@Namespace`: each property has its own ID. A
/// render shows one state of a view, so nothing is matched between states.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: UUID
    }

    private let id = ID(value: UUID())

    /// A new namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { id }
}

/// What a matched geometry effect matches, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches this view's geometry with others of the same `id` across states (a render shows one state, so the
    /// view keeps its own).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}
