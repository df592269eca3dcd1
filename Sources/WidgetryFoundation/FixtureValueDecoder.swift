import Foundation

/// Turns a value read from a JSON fixture (`JSONSerialization`'s `String`, `NSNumber`, arrays,
/// dictionaries, `NSNull`) into the Swift type a property declares, as the data stores' facades need it:
/// numbers of any width, `Bool`, `Date` (ISO 8601 text, a `yyyy-MM-dd` day, or seconds since 1970),
/// `UUID`, `URL`, `Data` (base64) and any `Decodable` type (an enum's raw value, a nested struct).
public enum FixtureValueDecoder {
    /// `value` as `T`, or nil when it cannot be one (missing, `null`, or of another shape).
    public static func decode<T>(_ value: Any?, as type: T.Type = T.self) -> T? {
        guard let value, !(value is NSNull) else { return nil }
        if let direct = value as? T { return direct }
        if let decodable = T.self as? any Decodable.Type {
            return decodeFragment(value, as: decodable) as? T
        }
        return nil
    }

    /// The value that a missing key reads as: `nil` for an optional type, else nil (no value).
    public static func absent<T>(as type: T.Type = T.self) -> T? {
        (T.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? T
    }

    private static func decodeFragment(_ value: Any, as type: any Decodable.Type) -> Any? {
        guard JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: [value]) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(decodeDate)
        decoder.dataDecodingStrategy = .base64
        return try? decoder.decode(type, fromArray: data)
    }

    /// A fixture date: ISO 8601 with or without fractional seconds, a day (`2026-05-28`, midnight UTC),
    /// or a number of seconds since 1970.
    @Sendable static func decodeDate(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) { return Date(timeIntervalSince1970: seconds) }
        let text = try container.decode(String.self)
        if let date = date(from: text) { return date }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a date; write ISO 8601 (2026-05-28T09:00:00Z) or a day (2026-05-28)")
    }

    /// `text` as a fixture date, or nil.
    public static func date(from text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle().year().month().day()) { return date }
        return nil
    }
}

private extension JSONDecoder {
    /// Decodes the single element of a JSON array (fragments at the top level are not accepted everywhere).
    func decode(_ type: any Decodable.Type, fromArray data: Data) throws -> Any? {
        func open<T: Decodable>(_: T.Type) throws -> Any? { try decode([T].self, from: data).first }
        return try open(type)
    }
}
