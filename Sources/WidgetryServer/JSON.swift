import Foundation

/// The server's one JSON encoder setting: sorted keys (stable bodies, so cached and fresh answers are
/// byte-identical) and ISO 8601 dates (what the `time` and `start` parameters take back).
enum JSON {
    static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }
}
