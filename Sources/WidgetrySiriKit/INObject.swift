import Foundation

/// A custom type of an intent parameter, as Intents' `INObject`: an identifier and the text shown for
/// it. Generated custom types subclass it.
open class INObject: NSObject {
    /// The app's identifier for the value, if any.
    public let identifier: String?
    /// The text shown for the value.
    public let displayString: String
    /// A hint for pronouncing the value, if any.
    public let pronunciationHint: String?
    /// The secondary text, if any.
    public let subtitleString: String?
    /// The image shown beside the value, if any.
    public let displayImage: INImage?

    /// A value with an identifier and display text.
    public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        subtitleString = nil
        displayImage = nil
        super.init()
    }

    /// A value with an identifier, display text, subtitle and image.
    public init(identifier: String?, display displayString: String, subtitle: String?, image: INImage?) {
        self.identifier = identifier
        self.displayString = displayString
        pronunciationHint = nil
        subtitleString = subtitle
        displayImage = image
        super.init()
    }

    /// Values of the same class with the same identifier and display text are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject, type(of: other) == type(of: self) else { return false }
        return other.identifier == identifier && other.displayString == displayString
    }

    /// Hashes the identifier and display text.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(identifier)
        hasher.combine(displayString)
        return hasher.finalize()
    }

    /// The display text.
    open override var description: String { displayString }
}

/// An image SiriKit shows beside a value, as Intents' `INImage`.
open class INImage: NSObject {
    /// Where the image comes from.
    public enum Source: Sendable, Hashable {
        /// An image in the app's bundle.
        case named(String)
        /// Encoded image data.
        case data(Data)
        /// An image at a URL.
        case url(URL)
        /// An SF Symbol.
        case systemName(String)
    }

    /// Where the image comes from.
    public let source: Source

    private init(source: Source) {
        self.source = source
        super.init()
    }

    /// An image from the app's bundle.
    public convenience init(named name: String) { self.init(source: .named(name)) }
    /// An image from encoded data.
    public convenience init(imageData: Data) { self.init(source: .data(imageData)) }
    /// An image at a URL.
    public convenience init?(url: URL) { self.init(source: .url(url)) }
    /// An SF Symbol (iOS 16+'s `INImage(systemImageNamed:)`).
    public convenience init(systemImageNamed name: String) { self.init(source: .systemName(name)) }
}

/// The choices an intent handler offers for a parameter, as Intents' `INObjectCollection`.
open class INObjectCollection<ObjectType: AnyObject>: NSObject {
    /// The choices, in sections.
    public let sections: [INObjectSection<ObjectType>]
    /// Whether the list shows an index of first letters.
    open var usesIndexedCollation = false

    /// Choices in sections.
    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
        super.init()
    }

    /// Choices in one untitled section.
    public convenience init(items: [ObjectType]) { self.init(sections: [INObjectSection(title: nil, items: items)]) }

    /// Every choice, in order.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
}

/// A titled group of choices, as Intents' `INObjectSection`.
open class INObjectSection<ObjectType: AnyObject>: NSObject {
    /// The section's title, if any.
    public let title: String?
    /// The choices.
    public let items: [ObjectType]

    /// A section.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
        super.init()
    }
}
