import Foundation

/// A colour in the asset catalog, by name, as the `ColorResource` symbols Xcode generates from each
/// `.colorset` (`Color(.widgetBackground)`). Resolved when drawn, like `Color("name")`.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name.
    public let name: String
    /// The bundle's identifier (unused: a Linux run has one asset catalog).
    public let bundle: String?
    /// A resource for the colour set `name`.
    public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle.bundleIdentifier }
    /// A resource for the colour set `name` in the main bundle.
    public init(name: String) { self.name = name; bundle = nil }
}

/// An image in the asset catalog, by name, as the `ImageResource` symbols Xcode generates from each
/// `.imageset` (`Image(.fern)`).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name.
    public let name: String
    /// The bundle's identifier (unused: a Linux run has one asset catalog).
    public let bundle: String?
    /// A resource for the image set `name`.
    public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle.bundleIdentifier }
    /// A resource for the image set `name` in the main bundle.
    public init(name: String) { self.name = name; bundle = nil }
}

extension Color {
    /// The asset catalog's colour `resource`.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    /// The asset catalog's image `resource`.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}
