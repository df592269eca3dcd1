import Foundation
import WidgetryFoundation

/// A value from the app's own data an intent parameter can hold, as App Intents' `AppEntity`: an
/// identifier, a representation, and a query that finds entities by identifier.
///
/// A parameter of an entity type gets its query's ``EntityQuery/defaultResult()`` when the widget's
/// default configuration is rendered.
public protocol AppEntity: Identifiable, Sendable, TypeDisplayRepresentable, InstanceDisplayRepresentable {
    /// The query type.
    associatedtype DefaultQuery: EntityQuery
    /// The query the system uses to find entities of this type.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// `@Property`, the property wrapper of an entity's properties that intents can read.
    public typealias Property<Value> = EntityProperty<Value>
}
