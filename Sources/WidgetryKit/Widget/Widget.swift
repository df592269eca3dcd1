import Foundation
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

/// Builds the widgets of a ``WidgetBundle``.
@resultBuilder
public enum WidgetBundleBuilder {
    /// Several widgets.
    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> WidgetGroup<repeat each W> {
        WidgetGroup<repeat each W>()
    }
}

/// The widgets of a bundle, by type.
public struct WidgetGroup<each W: Widget>: Widget {
    /// The widget types, in order.
    public var widgetTypes: [any Widget.Type] {
        var types: [any Widget.Type] = []
        for type in repeat (each W).self { types.append(type) }
        return types
    }
    public init() {}
    /// A bundle has no configuration of its own; its widgets do.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// The configuration of a widget group: none.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
    public var descriptor: WidgetDescriptor? { nil }
}

extension WidgetBundle {
    /// The widget types the bundle lists.
    public static var widgetTypes: [any Widget.Type] {
        let body = Self().body
        if let group = body as? any WidgetTypeListing { return group.listedTypes }
        return [Body.self]
    }
}

protocol WidgetTypeListing { var listedTypes: [any Widget.Type] { get } }
extension WidgetGroup: WidgetTypeListing { var listedTypes: [any Widget.Type] { widgetTypes } }
