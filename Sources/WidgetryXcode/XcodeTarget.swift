/// One target of an Xcode project, as listed by ``XcodeProject/targets``.
public struct XcodeTarget: Sendable, Hashable {
    /// The target's name, as Xcode shows it and ``XcodeProject/sources(ofTarget:configuration:)`` takes it.
    public var name: String
    /// What the target builds, e.g. `com.apple.product-type.app-extension` or
    /// `com.apple.product-type.framework`; nil for aggregate and external-build targets.
    public var productType: String?
    /// The target's product name as the project records it, if it does.
    public var productName: String?
    /// Whether the target looks like a widget extension: an app extension that links WidgetKit or
    /// whose name contains "Widget". A guess for picking a default target, not a rule.
    public var isWidgetExtension: Bool

    /// A target as given.
    public init(name: String, productType: String? = nil, productName: String? = nil, isWidgetExtension: Bool = false) {
        self.name = name
        self.productType = productType
        self.productName = productName
        self.isWidgetExtension = isWidgetExtension
    }

    /// Whether another target can import what this one builds (a framework or a static or dynamic library). An app's
    /// or an extension's files are compiled into it alone: no other target links them.
    public var isLibrary: Bool { TargetResolver.libraryProductTypes.contains(productType ?? "") }
}
