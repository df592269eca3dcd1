/// A log message with interpolations, as `OSLogMessage`: accepts the privacy, format and alignment
/// arguments Apple's interpolation takes, so `"\(name, privacy: .public)"` compiles.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The message as written.
    public let text: String

    /// A message without interpolations.
    public init(stringLiteral value: String) { text = value }

    /// A message with interpolations.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Collects the message's pieces.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Reserves room.
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        /// A literal piece.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A value, with optional privacy.
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
        /// A value with privacy and alignment.
        public mutating func appendInterpolation<T>(_ value: T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
        /// An integer with a format.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, format: OSLogIntegerFormatting, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
        /// A floating-point number with a format.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, format: OSLogFloatFormatting, privacy: OSLogPrivacy = .auto) { text += "\(Double(value))" }
    }
}

/// Privacy of an interpolated value.
public struct OSLogPrivacy: Sendable {
    /// Decided by the system.
    public static let auto = OSLogPrivacy()
    /// Shown.
    public static let `public` = OSLogPrivacy()
    /// Redacted on devices.
    public static let `private` = OSLogPrivacy()
    /// Hashed on devices.
    public static let sensitive = OSLogPrivacy()
    /// Redacted with a hash mask.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    /// The hash mask.
    public enum Mask: Sendable { case hash, none }
}

/// Alignment of an interpolated value.
public struct OSLogStringAlignment: Sendable {
    /// Right-aligned in `columns`.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    /// Left-aligned in `columns`.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// Integer formats.
public struct OSLogIntegerFormatting: Sendable {
    /// Decimal.
    public static let decimal = OSLogIntegerFormatting()
    /// Hexadecimal.
    public static let hex = OSLogIntegerFormatting()
    /// Octal.
    public static let octal = OSLogIntegerFormatting()
}

/// Floating-point formats.
public struct OSLogFloatFormatting: Sendable {
    /// Fixed notation.
    public static let fixed = OSLogFloatFormatting()
    /// Fixed with a precision.
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting() }
    /// Exponential.
    public static let exponential = OSLogFloatFormatting()
}

extension OSLogPrivacy {
    /// Sensitive, hashed with `mask` on devices.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
}
