import Foundation
import Synchronization
import WidgetryUI

/// A widget, as in WidgetKit: a type with `init()` whose `body` is a configuration.
///
/// Put `@main` on it (with `import Widgetry`) and your executable becomes the `widgetry` command for
/// your own widgets: `render`, `list`, `check`, `gallery`.
public protocol Widget: SendableMetatype {
    /// The configuration type `body` returns.
    associatedtype Body: WidgetConfiguration
    /// Creates the widget; Widgetry creates one per worker thread, so nothing is shared between threads.
    init()
    /// The widget's configuration.
    var body: Body { get }
}

/// A group of widgets an extension offers, as in WidgetKit.
public protocol WidgetBundle {
    /// The type `body` returns.
    associatedtype Body: Widget
    /// Creates the bundle.
    init()
    /// The widgets, built with ``WidgetBundleBuilder``.
    @WidgetBundleBuilder var body: Body { get }
}

/// Builds the widgets of a ``WidgetBundle``: one per line, another bundle's `body`, and the
/// `if #available(…)` / `if`/`else` branches real bundles use to offer newer widgets on newer systems.
@resultBuilder
public enum WidgetBundleBuilder {
    /// A widget.
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    /// A Control Center control (iOS 18): compiled, and not a widget the matrix draws.
    public static func buildExpression<C: ControlWidget>(_ control: C) -> ControlWidgetSlot {
        ControlWidgetSlot.listed.withLock { names in
            let name = String(describing: C.self)
            if !names.contains(name) { names.append(name) }
        }
        return ControlWidgetSlot()
    }
    /// Several widgets (or groups, flattened when listed).
    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> WidgetGroup<repeat each W> {
        var types: [any Widget.Type] = []
        for member in repeat each widget { types += flattened(member) }
        return WidgetGroup<repeat each W>(listing: types)
    }
    /// A widget offered only when an `if` holds.
    public static func buildOptional<W: Widget>(_ widget: W?) -> WidgetGroup<W> {
        WidgetGroup<W>(listing: widget.map { flattened($0) } ?? [])
    }
    /// A widget offered behind `if #available(…)`; Linux answers such checks as the newest system does.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> WidgetGroup<W> {
        WidgetGroup<W>(listing: flattened(widget))
    }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<First: Widget, Second: Widget>(first widget: First) -> WidgetGroup<First, Second> {
        WidgetGroup<First, Second>(listing: flattened(widget))
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<First: Widget, Second: Widget>(second widget: Second) -> WidgetGroup<First, Second> {
        WidgetGroup<First, Second>(listing: flattened(widget))
    }
}

/// The widgets of a bundle. A group listed inside another (`OtherBundle().body`) is flattened, so a
/// bundle of bundles offers every widget rather than an unrenderable `WidgetGroup<…>`.
public struct WidgetGroup<each W: Widget>: Widget {
    private let listing: [any Widget.Type]?

    /// The widget types, in order, nested groups flattened.
    public var widgetTypes: [any Widget.Type] {
        if let listing { return listing }
        var types: [any Widget.Type] = []
        for type in repeat (each W).self {
            if let group = type as? any WidgetTypeListing.Type { types += group.init().listedTypes } else { types.append(type) }
        }
        return types
    }
    /// A group of every type in its parameter list.
    public init() { listing = nil }
    init(listing: [any Widget.Type]) { self.listing = listing }
    /// A bundle has no configuration of its own; its widgets do.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

}

/// Where a bundle lists a Control Center control: a member that contributes no widget.
public struct ControlWidgetSlot: Widget, WidgetTypeListing {
    /// The controls the bundles built so far list, by type name, in order: a check says it left them out.
    package static let listed = Mutex<[String]>([])
    /// The controls listed by the bundles built in this process.
    public static var listedControls: [String] { listed.withLock { $0 } }
    /// An empty slot.
    public init() {}
    /// No configuration.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    var listedTypes: [any Widget.Type] { [] }
}

/// The configuration of a widget group: none.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
    public var descriptor: WidgetDescriptor? { nil }
}

extension WidgetBundle {
    /// The widget types the bundle lists, nested bundles flattened.
    public static var widgetTypes: [any Widget.Type] {
        let body = Self().body
        if let group = body as? any WidgetTypeListing { return group.listedTypes }
        return [Body.self]
    }
}

/// `widget`'s type, or the types it lists when it is itself a group.
private func flattened(_ widget: some Widget) -> [any Widget.Type] {
    if let group = widget as? any WidgetTypeListing { return group.listedTypes }
    return [type(of: widget)]
}

protocol WidgetTypeListing: Widget { var listedTypes: [any Widget.Type] { get } }
extension WidgetGroup: WidgetTypeListing { var listedTypes: [any Widget.Type] { widgetTypes } }
