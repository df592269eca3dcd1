import Foundation
import WidgetryFoundation

/// How a value is shown to the user, as App Intents' `DisplayRepresentation`: a title, and optionally a
/// subtitle and an image.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The main text.
    public var title: LocalizedStringResource
    /// The secondary text, if any.
    public var subtitle: LocalizedStringResource?
    /// The image, if any.
    public var image: Image?
    /// Other names the value is known by.
    public var synonyms: [LocalizedStringResource]

    /// A representation from its parts.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
                synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// A representation whose title is the literal.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }

    /// A representation whose title is the interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The image of a display representation, as App Intents' `DisplayRepresentation.Image`.
    public struct Image: Sendable, Hashable {
        /// Where the image comes from.
        public enum Source: Sendable, Hashable {
            /// An SF Symbol.
            case systemName(String)
            /// An image in the app's asset catalog.
            case named(String)
            /// An image at a URL.
            case url(URL)
            /// Encoded image data.
            case data(Data)
        }

        /// Where the image comes from.
        public var source: Source
        /// Whether the image is drawn as a template (tinted).
        public var isTemplate: Bool

        /// An SF Symbol.
        public init(systemName: String) { source = .systemName(systemName); isTemplate = true }
        /// An image from the app's asset catalog.
        public init(named name: String, isTemplate: Bool = false) { source = .named(name); self.isTemplate = isTemplate }
        /// An image at a URL.
        public init(url: URL, isTemplate: Bool? = nil) { source = .url(url); self.isTemplate = isTemplate ?? false }
        /// An image from encoded data.
        public init(data: Data, isTemplate: Bool = false) { source = .data(data); self.isTemplate = isTemplate }

        /// How the image is framed (iOS 17); ``DisplayStyle/default`` unless an initializer says.
        public var displayStyle: DisplayStyle = .default

        /// An image from the app's asset catalog, framed as `displayStyle` says (iOS 17).
        public init(named name: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(named: name, isTemplate: isTemplate ?? false)
            self.displayStyle = displayStyle
        }
        /// An image from encoded data, framed as `displayStyle` says (iOS 17).
        public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(data: data, isTemplate: isTemplate ?? false)
            self.displayStyle = displayStyle
        }
        /// An image at a URL, framed as `displayStyle` says (iOS 17).
        public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(url: url, isTemplate: isTemplate)
            self.displayStyle = displayStyle
        }

        /// How an image (not a symbol) is framed, as App Intents' `DisplayRepresentation.Image.DisplayStyle` (iOS 17).
        public struct DisplayStyle: Sendable, Hashable {
            let isCircular: Bool
            /// The whole image, its aspect ratio kept: for thumbnails of user content.
            public static let `default` = DisplayStyle(isCircular: false)
            /// The image in a circle: for people and avatars.
            public static let circular = DisplayStyle(isCircular: true)
        }
    }
}

/// How a type is named to the user, as App Intents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: LocalizedStringResource
    /// How a count of values is written (e.g. "\(placeholder: .int) teams"), if given.
    public var numericFormat: LocalizedStringResource?

    /// A name and, optionally, a numeric format.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A name from a literal.
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }

    /// A name from an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// A type with a name for users, as App Intents' `TypeDisplayRepresentable`.
public protocol TypeDisplayRepresentable {
    /// The type's name.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value with a representation for users, as App Intents' `InstanceDisplayRepresentable`.
public protocol InstanceDisplayRepresentable {
    /// How the value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}
