/// What the front door needs to know about one file, read from the code an iOS build compiles.
public struct SourceFacts: Sendable, Hashable {
    /// The file's imports, in order.
    public var imports: [ImportFact]
    /// Whether a type in the file is marked `@main`.
    public var hasMainAttribute: Bool
    /// The `@main` type's name, when there is one.
    public var mainTypeName: String?
    /// Types declaring conformance to `Widget`, qualified by their enclosing types (`Widgets.Steps`).
    public var widgetTypes: [String]
    /// Types declaring conformance to `WidgetBundle`.
    public var widgetBundleTypes: [String]
    /// Types declaring conformance to `PreviewProvider`.
    public var previewProviderTypes: [String]
    /// Constructs Linux's Swift cannot build, in source order.
    public var objectiveCConstructs: [ObjectiveCConstruct]
    /// Types declaring conformance to SwiftUI's `App`: an app's entry point, in shared code passed with the widget.
    public var appTypes: [String] = []

    /// Whether the file's `@main` type is an `App`, which a widget check does not run.
    public var mainIsApp: Bool { mainTypeName.map(appTypes.contains) ?? false }
    /// Whether the file has an `@main` the widget's executable runs: one on anything but an `App`.
    public var hasWidgetMain: Bool { hasMainAttribute && !mainIsApp }

    /// Facts gathered from a file.
    public init(
        imports: [ImportFact] = [], hasMainAttribute: Bool = false, mainTypeName: String? = nil,
        widgetTypes: [String] = [], widgetBundleTypes: [String] = [], previewProviderTypes: [String] = [],
        objectiveCConstructs: [ObjectiveCConstruct] = []
    ) {
        self.imports = imports
        self.hasMainAttribute = hasMainAttribute
        self.mainTypeName = mainTypeName
        self.widgetTypes = widgetTypes
        self.widgetBundleTypes = widgetBundleTypes
        self.previewProviderTypes = previewProviderTypes
        self.objectiveCConstructs = objectiveCConstructs
    }
}
