import Foundation

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility` (iOS 16): an app screen's state,
/// which scene settings store (it is `Codable`, as SwiftUI's is); a widget draws no split view.
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
    let name: String
    /// The system's choice for the size and orientation.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard ["automatic", "all", "doubleColumn", "detailOnly"].contains(name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no column visibility named \(name)"))
        }
        self.name = name
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    private init(name: String) { self.name = name }
}
