import Foundation

/// A stored view property that SwiftUI updates before the view's body runs, as SwiftUI's
/// `DynamicProperty`: the property wrappers (`@State`, `@Environment`, …) adopt it, and apps write their
/// own wrappers on it. A render calls no `update()`: the wrappers here read their values when built.
public protocol DynamicProperty {
    /// Called before the body is read, on a device; a render never needs it.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to update.
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension AppStorage: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension ScaledMetric: DynamicProperty {}
