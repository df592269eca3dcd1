import Foundation

/// A value a chart can plot, as in Swift Charts: numbers, strings and dates, and any type that maps itself
/// onto one of them through ``primitivePlottable`` (enums with such raw values do so already).
public protocol Plottable {
    /// The primitive type this value plots as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as a primitive.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value back from a primitive, or `nil` when the primitive stands for none.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive plottable types: numbers, `String` and `Date`.
public protocol PrimitivePlottableProtocol: Plottable {
    /// The value as a chart scale sees it. Not Swift Charts API.
    var _plotted: PlottedValue { get }
    /// The value from a chart scale's value, or `nil` when the kinds differ. Not Swift Charts API.
    static func _fromPlotted(_ value: PlottedValue) -> Self?
}

/// A value as a chart scale sees it: a number on a continuous scale, a category, or an instant.
public enum PlottedValue: Sendable, Hashable {
    case number(Double)
    case category(String)
    case date(Date)

    /// The number of a numeric value or the seconds since 1970 of a date; `nil` for a category.
    var continuous: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }
}

extension PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable {
    /// The value as a chart scale sees it.
    var plotted: PlottedValue { primitivePlottable._plotted }

    /// A value of this type from a scale's value (`AxisValue.as(_:)`).
    static func fromPlotted(_ value: PlottedValue) -> Self? {
        PrimitivePlottable._fromPlotted(value).flatMap(Self.init(primitivePlottable:))
    }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol {
    /// An enum plots as its raw value, as in Swift Charts.
    public var primitivePlottable: RawValue { rawValue }
    /// The case with the primitive as raw value.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .category(self) }
    public static func _fromPlotted(_ value: PlottedValue) -> String? {
        if case .category(let name) = value { return name }
        return nil
    }
}

extension Date: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .date(self) }
    public static func _fromPlotted(_ value: PlottedValue) -> Date? {
        if case .date(let date) = value { return date }
        return nil
    }
}

// Numbers plot on a continuous scale; integers read back rounded.
extension Int: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> Int? {
        if case .number(let number) = value, number.isFinite { return Int(exactly: number.rounded()) }
        return nil
    }
}

extension Int8: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> Int8? {
        if case .number(let number) = value, number.isFinite { return Int8(exactly: number.rounded()) }
        return nil
    }
}

extension Int16: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> Int16? {
        if case .number(let number) = value, number.isFinite { return Int16(exactly: number.rounded()) }
        return nil
    }
}

extension Int32: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> Int32? {
        if case .number(let number) = value, number.isFinite { return Int32(exactly: number.rounded()) }
        return nil
    }
}

extension Int64: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> Int64? {
        if case .number(let number) = value, number.isFinite { return Int64(exactly: number.rounded()) }
        return nil
    }
}

extension UInt: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> UInt? {
        if case .number(let number) = value, number.isFinite { return UInt(exactly: number.rounded()) }
        return nil
    }
}

extension UInt8: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> UInt8? {
        if case .number(let number) = value, number.isFinite { return UInt8(exactly: number.rounded()) }
        return nil
    }
}

extension UInt16: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> UInt16? {
        if case .number(let number) = value, number.isFinite { return UInt16(exactly: number.rounded()) }
        return nil
    }
}

extension UInt32: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> UInt32? {
        if case .number(let number) = value, number.isFinite { return UInt32(exactly: number.rounded()) }
        return nil
    }
}

extension UInt64: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> UInt64? {
        if case .number(let number) = value, number.isFinite { return UInt64(exactly: number.rounded()) }
        return nil
    }
}

extension Double: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> Double? {
        if case .number(let number) = value { return Double(number) }
        return nil
    }
}

extension Float: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> Float? {
        if case .number(let number) = value { return Float(number) }
        return nil
    }
}

extension CGFloat: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(Double(self)) }
    public static func _fromPlotted(_ value: PlottedValue) -> CGFloat? {
        if case .number(let number) = value { return CGFloat(number) }
        return nil
    }
}

extension Decimal: PrimitivePlottableProtocol {
    public var _plotted: PlottedValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
    public static func _fromPlotted(_ value: PlottedValue) -> Decimal? {
        if case .number(let number) = value, number.isFinite { return Decimal(number) }
        return nil
    }
}
