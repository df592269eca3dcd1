/// A device kind as String Catalogs key their `device` variations (`iphone`, `ipad`, `mac`, …) and
/// `.stringsdict` files key `NSStringDeviceSpecificRuleType`. An open set: any key in a file is kept.
public struct DeviceIdiom: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key as written in the file.
    public let rawValue: String

    /// An idiom from its key; keys are compared lowercased, as Xcode writes them.
    public init(rawValue: String) { self.rawValue = rawValue.lowercased() }

    /// An idiom from a literal key.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// iPhone (`iphone`).
    public static let iPhone: DeviceIdiom = "iphone"
    /// iPad (`ipad`).
    public static let iPad: DeviceIdiom = "ipad"
    /// iPod touch (`ipod`).
    public static let iPod: DeviceIdiom = "ipod"
    /// Mac (`mac`).
    public static let mac: DeviceIdiom = "mac"
    /// Apple Watch (`applewatch`).
    public static let appleWatch: DeviceIdiom = "applewatch"
    /// Apple TV (`appletv`).
    public static let appleTV: DeviceIdiom = "appletv"
    /// Apple Vision Pro (`applevision`).
    public static let appleVision: DeviceIdiom = "applevision"
    /// The form for every device not listed (`other`).
    public static let other: DeviceIdiom = "other"

    /// Orders by key, so choices among variations are stable.
    public static func < (lhs: DeviceIdiom, rhs: DeviceIdiom) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The key.
    public var description: String { rawValue }
}
