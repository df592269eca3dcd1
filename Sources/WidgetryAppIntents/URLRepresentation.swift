import Foundation

/// A value that writes itself into a URL representation, as App Intents' `CustomURLRepresentationParameterConvertible`
/// (iOS 18). `String`, `Int` and `URL` values need not adopt it.
public protocol CustomURLRepresentationParameterConvertible {
    /// The text put into the URL (percent-encoded where a URL needs it).
    var urlRepresentationParameter: String { get }
}

/// The text a value puts into a URL representation: a string percent-encoded down to RFC 3986's unreserved
/// characters (so a `/` or `?` in a name cannot change the URL's structure), a URL as it is, others as written.
func urlRepresentationText(of value: Any) -> String? {
    let text: String
    switch value {
    case let optional as any OptionalParameterValue:
        guard let wrapped = Mirror(reflecting: optional).children.first?.value else { return nil }
        return urlRepresentationText(of: wrapped)
    case let convertible as any CustomURLRepresentationParameterConvertible: text = convertible.urlRepresentationParameter
    case let url as URL: return url.absoluteString
    default: text = "\(value)"
    }
    return text.addingPercentEncoding(withAllowedCharacters: .urlRepresentationUnreserved)
}

extension CharacterSet {
    /// RFC 3986 §2.3's unreserved characters: letters, digits, `-`, `.`, `_`, `~`.
    static let urlRepresentationUnreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

/// An entity the system can refer to by a universal link, as App Intents' `URLRepresentableEntity` (iOS 18).
public protocol URLRepresentableEntity: AppEntity {
    /// The entity's URL, written as a string with its identifier or properties interpolated: `"https://example.com/notes/\(.id)"`.
    static var urlRepresentation: EntityURLRepresentation<Self> { get }
}

extension URLRepresentableEntity {
    /// `URLRepresentation`, this entity's URL representation type.
    public typealias URLRepresentation = EntityURLRepresentation<Self>

    /// The entity's URL, as the system builds it from ``urlRepresentation``; `nil` if the text is not a URL or an
    /// interpolated property has no value.
    public var url: URL? { Self.urlRepresentation.url(for: self) }
}

/// The URL of an entity, as App Intents' `EntityURLRepresentation` (iOS 18): a string in which `\(.id)` stands for
/// the entity's identifier and `\(\.$name)` for a property's value.
public struct EntityURLRepresentation<Entity: AppEntity>: ExpressibleByStringInterpolation, @unchecked Sendable {
    // @unchecked: the pieces are immutable values and key paths.
    let pieces: [URLRepresentationPiece<Entity>]

    /// A representation from a string without placeholders.
    public init(_ value: String) { pieces = [.literal(value)] }
    /// A representation from a literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// A representation with placeholders.
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The URL for `entity`.
    public func url(for entity: Entity) -> URL? { URLRepresentationPiece.url(from: pieces, of: entity) }

    /// A placeholder of an entity's URL representation.
    public struct Placeholder: Sendable {
        let isIdentifier: Bool
        /// The entity's identifier.
        public static var id: Placeholder { Placeholder(isIdentifier: true) }
    }

    /// Collects the literal text and the placeholders.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [URLRepresentationPiece<Entity>] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }

        /// `\(.id)`: the entity's identifier.
        public mutating func appendInterpolation(_ placeholder: Placeholder) {
            pieces.append(.value { urlRepresentationText(of: $0.id) })
        }

        /// `\(\.$name)`: the value of one of the entity's properties.
        public mutating func appendInterpolation<Value>(_ property: KeyPath<Entity, EntityProperty<Value>>) {
            pieces.append(.value { entity in entity[keyPath: property].currentValue.flatMap(urlRepresentationText(of:)) })
        }
    }
}

/// One piece of a URL representation: literal text, or a value read from the entity or intent.
enum URLRepresentationPiece<Subject> {
    case literal(String)
    case value((Subject) -> String?)

    static func url(from pieces: [Self], of subject: Subject) -> URL? {
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .value(let read):
                guard let value = read(subject) else { return nil }
                text += value
            }
        }
        return URL(string: text)
    }
}

/// An intent the system can run by opening a universal link, as App Intents' `URLRepresentableIntent` (iOS 18).
public protocol URLRepresentableIntent: AppIntent {
    /// The intent's URL, with parameters interpolated: `"https://example.com/\(\.$page)"`.
    static var urlRepresentation: IntentURLRepresentation<Self> { get }
}

extension URLRepresentableIntent {
    /// `URLRepresentation`, this intent's URL representation type.
    public typealias URLRepresentation = IntentURLRepresentation<Self>

    /// The URL the system opens for this intent; `nil` if a parameter it names has no value.
    public var url: URL? { Self.urlRepresentation.url(for: self) }
}

extension URLRepresentableIntent where Self: OpenIntent, Value: URLRepresentableEntity {
    /// An open intent whose target has a URL opens that URL, as App Intents provides.
    public static var urlRepresentation: IntentURLRepresentation<Self> {
        IntentURLRepresentation(pieces: [.value { $0.target.url?.absoluteString }])
    }
}

/// The URL of an intent, as App Intents' `IntentURLRepresentation` (iOS 18): `\(\.$name)` stands for a parameter's value.
public struct IntentURLRepresentation<Intent: AppIntent>: ExpressibleByStringInterpolation, @unchecked Sendable {
    // @unchecked: as EntityURLRepresentation.
    let pieces: [URLRepresentationPiece<Intent>]

    init(pieces: [URLRepresentationPiece<Intent>]) { self.pieces = pieces }
    /// A representation from a string without placeholders.
    public init(_ value: String) { pieces = [.literal(value)] }
    /// A representation from a literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// A representation with placeholders.
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The URL for `intent`.
    public func url(for intent: Intent) -> URL? { URLRepresentationPiece.url(from: pieces, of: intent) }

    /// Collects the literal text and the parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [URLRepresentationPiece<Intent>] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }

        /// `\(\.$name)`: the value of one of the intent's parameters.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            pieces.append(.value { intent in intent[keyPath: parameter].currentValue.flatMap(urlRepresentationText(of:)) })
        }
    }
}
