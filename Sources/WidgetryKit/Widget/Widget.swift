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

/// Builds the widgets of a ``WidgetBundle``: one per line, another bundle's `body`, and the
/// `if #available(…)` / `if`/`else` branches real bundles use to offer newer widgets on newer systems.
@resultBuilder
public enum WidgetBundleBuilder {
    /// A widget.
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    /// A Control Center control (iOS 18): compiled, and not a widget the matrix draws; the bundle lists it by name.
    public static func buildExpression<C: ControlWidget>(_ control: C) -> ControlWidgetSlot<C> { ControlWidgetSlot() }
    /// Several widgets (or groups, flattened when listed).
    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> WidgetGroup<repeat each W> {
        var listing = WidgetListing()
        for member in repeat each widget { listing += WidgetListing(of: member) }
        return WidgetGroup<repeat each W>(listing: listing)
    }
    /// A widget offered only when an `if` holds.
    public static func buildOptional<W: Widget>(_ widget: W?) -> WidgetGroup<W> {
        WidgetGroup<W>(listing: widget.map(WidgetListing.init(of:)) ?? WidgetListing())
    }
    /// A widget offered behind `if #available(…)`; Linux answers such checks as the newest system does.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> WidgetGroup<W> {
        WidgetGroup<W>(listing: WidgetListing(of: widget))
    }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<First: Widget, Second: Widget>(first widget: First) -> WidgetGroup<First, Second> {
        WidgetGroup<First, Second>(listing: WidgetListing(of: widget))
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<First: Widget, Second: Widget>(second widget: Second) -> WidgetGroup<First, Second> {
        WidgetGroup<First, Second>(listing: WidgetListing(of: widget))
    }
}

/// The widgets of a bundle. A group listed inside another (`OtherBundle().body`) is flattened, so a
/// bundle of bundles offers every widget rather than an unrenderable `WidgetGroup<…>`.
public struct WidgetGroup<each W: Widget>: Widget {
    /// What the builder listed; nil for a group of its parameter types.
    private let built: WidgetListing?

    /// The widget types, in order, nested groups flattened.
    public var widgetTypes: [any Widget.Type] { resolvedListing.widgets }
    /// The Control Center controls listed, by type name, in order, nested groups flattened.
    public var controlTypes: [String] { resolvedListing.controls }

    private var resolvedListing: WidgetListing {
        if let built { return built }
        var resolved = WidgetListing()
        for type in repeat (each W).self {
            if let group = type as? any WidgetTypeListing.Type { resolved += group.init().listing } else { resolved.widgets.append(type) }
        }
        return resolved
    }
    /// A group of every type in its parameter list.
    public init() { built = nil }
    init(listing: WidgetListing) { built = listing }
    /// A bundle has no configuration of its own; its widgets do.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Where a bundle lists a Control Center control: a member that contributes no widget, only the control's name (a check
/// says it left the control out).
public struct ControlWidgetSlot<Control: ControlWidget>: Widget, WidgetTypeListing {
    /// An empty slot.
    public init() {}
    /// No configuration.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    var listing: WidgetListing { WidgetListing(controls: [String(describing: Control.self)]) }
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
        if let group = body as? any WidgetTypeListing { return group.listing.widgets }
        return [Body.self]
    }

    /// The Control Center controls the bundle lists, by type name, nested bundles flattened: compiled, not drawn.
    public static var controlTypes: [String] {
        (Self().body as? any WidgetTypeListing)?.listing.controls ?? []
    }
}

/// What a bundle's members list: the widgets to draw and the controls to name.
struct WidgetListing {
    var widgets: [any Widget.Type] = []
    var controls: [String] = []

    /// `widget`'s type, or what it lists when it is itself a group (or a control's slot).
    init(of widget: some Widget) {
        if let group = widget as? any WidgetTypeListing { self = group.listing } else { widgets = [type(of: widget)] }
    }

    init(widgets: [any Widget.Type] = [], controls: [String] = []) {
        self.widgets = widgets
        self.controls = controls
    }

    static func += (lhs: inout Self, rhs: Self) {
        lhs.widgets += rhs.widgets
        lhs.controls += rhs.controls
    }
}

/// A bundle member that lists others instead of being a widget itself.
protocol WidgetTypeListing: Widget { var listing: WidgetListing { get } }
extension WidgetGroup: WidgetTypeListing { var listing: WidgetListing { resolvedListing } }
