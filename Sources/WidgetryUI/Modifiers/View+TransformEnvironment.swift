import Foundation

extension View {
    /// Changes an environment value for this view and its children, from the value the parent passes down,
    /// as SwiftUI's `transformEnvironment(_:transform:)`.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifyingEnvironment { transform(&$0[keyPath: keyPath]) }
    }
}
