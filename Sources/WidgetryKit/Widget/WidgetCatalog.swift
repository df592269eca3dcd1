import Foundation
import WidgetryFindings
import WidgetryReference
import WidgetryUI

/// A widget known to the tools: its type (each worker creates its own instance from it, so nothing
/// non-`Sendable` crosses threads) and where its assets are.
public struct RegisteredWidget: Sendable {
    /// The widget's type.
    public let type: any Widget.Type
    /// Folders of its images and colours.
    public let assets: AssetCatalog
    /// What the check learned of the widget before rendering it (a provider whose `getTimeline` never calls its
    /// completion, learned by running it in a probe process): added to each of its cells' findings.
    public var knownFindings: [Finding] = []
    /// The families whose code crashed or hung in the probe: the matrix leaves them out (each is a failed cell of its own),
    /// while the widget's other families are checked, as iOS renders each family in a request of its own.
    public var crashedFamilies: Set<WidgetFamily> = []

    /// Registers a widget type.
    public init(_ type: any Widget.Type, assets: AssetCatalog = AssetCatalog()) {
        self.type = type
        self.assets = assets
    }

    /// A new descriptor for the widget (creates the widget, so call it on the thread that renders).
    public func makeDescriptor() -> WidgetDescriptor? { type.init().body.descriptor }

    /// The name tools use: the configuration's kind.
    public var name: String { makeDescriptor()?.kind ?? String(describing: type) }

    /// The type's name.
    public var typeName: String { String(describing: type) }
}

/// The widgets a command works on, looked up by kind or type name.
public struct WidgetCatalog: Sendable {
    /// The widgets, in the order given.
    public var widgets: [RegisteredWidget]

    /// The Control Center controls the bundle lists, by type name: compiled, not drawn (a check names them).
    public var controls: [String]

    /// A catalog of widgets, and the controls listed beside them.
    public init(_ widgets: [RegisteredWidget], controls: [String] = []) {
        self.widgets = widgets
        self.controls = controls
    }

    /// The widget whose kind or type name is `name`, case-insensitively.
    public func widget(named name: String) -> RegisteredWidget? {
        // Type names first: they need no widget code run, and a widget whose `body` crashes on Linux (a provider
        // force-unwrapping app data) must still be found by its type for the crash probe to report it.
        widgets.first { $0.typeName.caseInsensitiveCompare(name) == .orderedSame }
            ?? widgets.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
}
