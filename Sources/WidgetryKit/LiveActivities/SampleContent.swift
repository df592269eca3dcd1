import Foundation

/// Makes a value of any `Decodable` type from nothing but its type: what a Live Activity with no preview is shown with.
///
/// ActivityKit requires a Live Activity's attributes and content state to be `Codable` (its push updates carry them as
/// JSON), so their decoders describe every stored property. Decoding them from a decoder that answers every request
/// with a sample value gives content of the right shape: each `String` is its property's name in words
/// (`driverName` → "Driver name", as wide as a label of that name), numbers are mid-range (`0.5`, `3`), `Bool`s
/// `false` (the usual, un-alerted state), optionals present, arrays two long, and dates around the moment the sample is
/// made (the wall clock's minute, as a running activity's dates are around the real now: views compare them with
/// `Date()`, as in `Text(timerInterval: Date()...state.eta)`): a property named like an end (`endTime`, `eta`, `deadline`)
/// 25 minutes later, like a start 5 minutes earlier, so timers and progress views show a running activity; its cells are
/// drawn at that moment (``RegisteredLiveActivity/date``), so a timer to an end reads 25:00. An enum is its first case. A type whose decoder insists on particular values (a `String` checked against
/// a list) cannot be made: ``make(_:)`` throws its error.
package struct SampleContent: Sendable {
    /// The moment dates are made around.
    package var now: Date

    /// Samples made around `now`: by default the current minute of the wall clock.
    package init(now: Date = SampleContent.currentMinute()) {
        self.now = now
    }

    /// The wall clock's current minute: whole minutes, so a sample's dates read the same however many seconds past the
    /// minute a check runs.
    package static func currentMinute() -> Date {
        Date(timeIntervalSinceReferenceDate: (Date().timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }

    /// A sample value of `type`, or the error its decoder threw.
    package func make<T: Decodable>(_ type: T.Type) throws -> T {
        try SampleDecoder(sample: self, codingPath: []).value(of: type)
    }

    /// How deep a value may nest before optionals are absent and arrays empty: a recursive type (a tree of
    /// comments) must end.
    static let depthLimit = 8

    /// The words of a property name, first letter capitalised: `driverName` → "Driver name", `eta_minutes` → "Eta minutes".
    static func words(of key: String) -> String {
        var words: [String] = []
        var current = ""
        for character in key {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current); current = "" }
            } else if character.isUppercase, let last = current.last, !last.isUppercase {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return "Sample" }
        let sentence = words.enumerated().map { index, word in
            // An acronym (`ID`, `URL`) keeps its capitals; other words are lower case after the first.
            word.count > 1 && word == word.uppercased() ? word : (index == 0 ? word.prefix(1).uppercased() + word.dropFirst().lowercased() : word.lowercased())
        }
        return sentence.joined(separator: " ")
    }

    /// A date for a property named `key`: later for an end, earlier for a start, else `now`.
    func date(for key: String?) -> Date {
        let name = (key ?? "").lowercased()
        let ends = ["end", "finish", "eta", "arriv", "due", "until", "expir", "deadline", "target", "stop", "close"]
        let starts = ["start", "begin", "created", "updated", "last", "since", "open"]
        if ends.contains(where: name.contains) { return now.addingTimeInterval(25 * 60) }
        if starts.contains(where: name.contains) { return now.addingTimeInterval(-5 * 60) }
        return now
    }

    /// The first case of an enum whose cases carry no values (or values of one byte or less), whatever its `Codable`
    /// form: its first declared case is the bit pattern zero. Nil for any other type.
    ///
    /// Swift lays out a payload-free enum of up to 256 cases as its case index in one byte (zero bytes for a single
    /// case), and a one-byte single-payload enum with the payload's zero first; the type's metadata kind says
    /// whether it is an enum (`MetadataKind::Enum`, 0x201, in the Swift ABI's MetadataKind.def; `Optional` is 0x202).
    static func firstCase<T>(of type: T.Type) -> T? {
        if let iterable = type as? any CaseIterable.Type, let first = Self.first(of: iterable) as? T { return first }
        let kind = unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self).load(as: UInt.self)
        guard kind == 0x201, MemoryLayout<T>.size <= 1 else { return nil }
        let storage = UnsafeMutablePointer<T>.allocate(capacity: 1)
        defer { storage.deallocate() }
        UnsafeMutableRawPointer(storage).initializeMemory(as: UInt8.self, repeating: 0, count: max(1, MemoryLayout<T>.size))
        return storage.move()
    }

    private static func first<C: CaseIterable>(of type: C.Type) -> Any? { type.allCases.first }
}

/// The decoder behind ``SampleContent``: every container it gives answers with samples.
private struct SampleDecoder: Decoder {
    let sample: SampleContent
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var isTooDeep: Bool { codingPath.count > SampleContent.depthLimit }
    var keyName: String? { codingPath.last.flatMap { $0.intValue == nil ? $0.stringValue : nil } ?? codingPath.dropLast().last?.stringValue }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(SampleKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { SampleUnkeyedContainer(decoder: self) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SampleSingleValueContainer(decoder: self) }

    func nested(_ key: any CodingKey) -> SampleDecoder { SampleDecoder(sample: sample, codingPath: codingPath + [key]) }

    /// A value of `type` at this decoder's path: Foundation's value types by what they mean, enums by their first case,
    /// the rest through their own `init(from:)`.
    func value<T: Decodable>(of type: T.Type) throws -> T {
        switch type {
        case is String.Type: return SampleContent.words(of: keyName ?? "sample") as! T
        case is Date.Type: return sample.date(for: keyName) as! T
        case is URL.Type: return URL(string: "https://example.com/\(keyName ?? "sample")")! as! T
        case is UUID.Type: return UUID(uuidString: "5A3F1C2E-7B4D-4E8A-9C61-2D0F3B7E8A14")! as! T
        case is Data.Type: return Data() as! T
        case is Decimal.Type: return Decimal(3) as! T
        case is Double.Type: return 0.5 as Double as! T
        case is Float.Type: return 0.5 as Float as! T
        case is Bool.Type: return false as! T
        default: break
        }
        if let integer = SampleSingleValueContainer.integer(type) { return integer }
        if let first = SampleContent.firstCase(of: type) { return first }
        return try T(from: self)
    }
}

private struct SampleKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: SampleDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    // No key is listed: a dictionary keyed by strings is empty, while a struct's decoder asks for its keys by name.
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { decoder.isTooDeep }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.nested(key).value(of: type) }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.nested(key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try decoder.nested(key).unkeyedContainer() }
    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder.nested(key) }
}

private struct SampleUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: SampleDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    // Two elements: a list of one hides the spacing between rows, and more add nothing a layout check needs.
    var count: Int? { decoder.isTooDeep ? 0 : 2 }
    var currentIndex = 0
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(decoder: SampleDecoder) { self.decoder = decoder }

    private mutating func next() -> SampleDecoder {
        defer { currentIndex += 1 }
        return decoder.nested(IndexKey(intValue: currentIndex))
    }

    mutating func decodeNil() throws -> Bool { false }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().value(of: type) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { next() }

    private struct IndexKey: CodingKey {
        var intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }
}

private struct SampleSingleValueContainer: SingleValueDecodingContainer {
    let decoder: SampleDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.isTooDeep }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.value(of: type) }

    /// 3 as any fixed-width integer type: a count of a few.
    static func integer<T>(_ type: T.Type) -> T? {
        guard let integer = type as? any FixedWidthInteger.Type else { return nil }
        return make(integer) as? T
    }

    private static func make<I: FixedWidthInteger>(_ type: I.Type) -> Any { I(3) }
}
