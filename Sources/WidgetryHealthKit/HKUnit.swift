import Foundation

/// A unit of a health quantity, as `HKUnit`: a dimension and a factor to its base unit (count, joule,
/// metre, second, gram, litre; count per second for rates), so quantities convert between compatible units.
public final class HKUnit: NSObject, @unchecked Sendable {
    /// The unit as HealthKit writes it (`count/min`, `kcal`).
    public let unitString: String
    let dimension: String
    let factor: Double
    /// Added after scaling to reach the base unit: non-zero only for temperatures, whose scales do not share a zero
    /// (the base is the kelvin: °C = K − 273.15, °F = (K − 273.15) × 9/5 + 32).
    let offset: Double

    init(_ unitString: String, dimension: String, factor: Double, offset: Double = 0) {
        self.unitString = unitString
        self.dimension = dimension
        self.factor = factor
        self.offset = offset
    }

    /// `value` in this unit, in the dimension's base unit.
    func toBase(_ value: Double) -> Double { value * factor + offset }
    /// `base` (in the dimension's base unit) in this unit.
    func fromBase(_ base: Double) -> Double { (base - offset) / factor }

    /// The unit written as HealthKit writes it (`count`, `kcal`, `count/min`, `m`, `km`, `mi`, `min`, `ms`, `%`, `kg`, `lb`, `mL`).
    public convenience init(from string: String) {
        let parts = string.split(separator: "/").map(String.init)
        if parts.count == 2 {
            let unit = HKUnit(from: parts[0]).unitDivided(by: HKUnit(from: parts[1]))
            self.init(unit.unitString, dimension: unit.dimension, factor: unit.factor)
            return
        }
        let known: [String: (String, Double)] = [
            "count": ("count", 1), "%": ("scalar", 1), "kcal": ("energy", 4_184), "Cal": ("energy", 4_184), "cal": ("energy", 4.184),
            "kJ": ("energy", 1_000), "J": ("energy", 1), "m": ("length", 1), "km": ("length", 1_000), "cm": ("length", 0.01),
            "mi": ("length", 1_609.344), "ft": ("length", 0.3048), "s": ("time", 1), "ms": ("time", 0.001), "min": ("time", 60),
            "hr": ("time", 3_600), "d": ("time", 86_400), "g": ("mass", 1), "kg": ("mass", 1_000), "lb": ("mass", 453.592_37),
            "L": ("volume", 1), "mL": ("volume", 0.001), "fl_oz_us": ("volume", 0.029_573_53),
            "fl_oz_imp": ("volume", 0.028_413_062_5),
            // A US cup is 8 US fluid ounces, a US pint 16; an imperial cup 10 imperial fluid ounces, a pint 20
            // (HealthKit's cupUS/pintUS/cupImperial/pintImperial; NIST Handbook 44, Appendix C).
            "cup_us": ("volume", 0.236_588_24), "pt_us": ("volume", 0.473_176_47),
            "cup_imp": ("volume", 0.284_130_625), "pt_imp": ("volume", 0.568_261_25),
            // Pressures in pascals: 1 mmHg = 133.322387415 Pa, 1 inHg = 3386.389 Pa, 1 cmAq = 98.0665 Pa (NIST SP 811, B.8).
            "Pa": ("pressure", 1), "kPa": ("pressure", 1_000), "mmHg": ("pressure", 133.322_387_415), "inHg": ("pressure", 3_386.389),
            "cmAq": ("pressure", 98.066_5),
        ]
        // Temperatures in kelvins, with their offsets.
        let temperatures: [String: (Double, Double)] = ["K": (1, 0), "degC": (1, 273.15), "degF": (5.0 / 9, 273.15 - 32 * 5.0 / 9)]
        if let (factor, offset) = temperatures[string] {
            self.init(string, dimension: "temperature", factor: factor, offset: offset)
            return
        }
        let (dimension, factor) = known[string] ?? ("unknown:\(string)", 1)
        self.init(string, dimension: dimension, factor: factor)
    }

    /// `self` per `unit` (`count().unitDivided(by: .minute())`).
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)/\(unit.unitString)", dimension: "\(dimension)/\(unit.dimension)", factor: factor / unit.factor)
    }

    public static func count() -> HKUnit { HKUnit(from: "count") }
    public static func percent() -> HKUnit { HKUnit(from: "%") }
    public static func kilocalorie() -> HKUnit { HKUnit(from: "kcal") }
    public static func largeCalorie() -> HKUnit { HKUnit(from: "Cal") }
    public static func smallCalorie() -> HKUnit { HKUnit(from: "cal") }
    public static func joule() -> HKUnit { HKUnit(from: "J") }
    public static func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(.joule(), prefix) }
    public static func meter() -> HKUnit { HKUnit(from: "m") }
    public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(.meter(), prefix) }
    public static func mile() -> HKUnit { HKUnit(from: "mi") }
    public static func foot() -> HKUnit { HKUnit(from: "ft") }
    public static func second() -> HKUnit { HKUnit(from: "s") }
    public static func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(.second(), prefix) }
    public static func minute() -> HKUnit { HKUnit(from: "min") }
    public static func hour() -> HKUnit { HKUnit(from: "hr") }
    public static func day() -> HKUnit { HKUnit(from: "d") }
    public static func gram() -> HKUnit { HKUnit(from: "g") }
    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(.gram(), prefix) }
    public static func pound() -> HKUnit { HKUnit(from: "lb") }
    public static func liter() -> HKUnit { HKUnit(from: "L") }
    public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(.liter(), prefix) }
    public static func fluidOunceUS() -> HKUnit { HKUnit(from: "fl_oz_us") }
    public static func degreeCelsius() -> HKUnit { HKUnit(from: "degC") }
    public static func degreeFahrenheit() -> HKUnit { HKUnit(from: "degF") }
    public static func kelvin() -> HKUnit { HKUnit(from: "K") }
    public static func pascal() -> HKUnit { HKUnit(from: "Pa") }
    public static func pascalUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(.pascal(), prefix) }
    public static func millimeterOfMercury() -> HKUnit { HKUnit(from: "mmHg") }
    public static func inchesOfMercury() -> HKUnit { HKUnit(from: "inHg") }
    public static func centimeterOfWaterUnit() -> HKUnit { HKUnit(from: "cmAq") }
    /// The imperial fluid ounce: 28.4130625 mL exactly (UK Weights and Measures Act 1985, schedule 1).
    public static func fluidOunceImperial() -> HKUnit { HKUnit(from: "fl_oz_imp") }
    public static func cupUS() -> HKUnit { HKUnit(from: "cup_us") }
    public static func cupImperial() -> HKUnit { HKUnit(from: "cup_imp") }
    public static func pintUS() -> HKUnit { HKUnit(from: "pt_us") }
    public static func pintImperial() -> HKUnit { HKUnit(from: "pt_imp") }

    private static func prefixed(_ unit: HKUnit, _ prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(prefix.symbol + unit.unitString, dimension: unit.dimension, factor: unit.factor * prefix.factor)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKUnit else { return false }
        return other.dimension == dimension && other.factor == factor && other.offset == offset
    }
    public override var hash: Int { dimension.hashValue }
    public override var description: String { unitString }
}

/// Metric prefixes, as `HKMetricPrefix`.
public enum HKMetricPrefix: Int, Sendable {
    case none, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera
    var factor: Double {
        switch self {
        case .none: 1
        case .pico: 1e-12
        case .nano: 1e-9
        case .micro: 1e-6
        case .milli: 1e-3
        case .centi: 1e-2
        case .deci: 1e-1
        case .deca: 1e1
        case .hecto: 1e2
        case .kilo: 1e3
        case .mega: 1e6
        case .giga: 1e9
        case .tera: 1e12
        }
    }
    var symbol: String {
        switch self {
        case .none: ""
        case .pico: "p"
        case .nano: "n"
        case .micro: "mc"
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .deca: "da"
        case .hecto: "h"
        case .kilo: "k"
        case .mega: "M"
        case .giga: "G"
        case .tera: "T"
        }
    }
}

/// An amount in a unit, as `HKQuantity`.
public final class HKQuantity: NSObject, @unchecked Sendable {
    let unit: HKUnit
    let value: Double

    /// `value` in `unit`.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    /// The amount in `unit` (which must be compatible, as in HealthKit).
    public func doubleValue(for unit: HKUnit) -> Double {
        precondition(self.unit.dimension == unit.dimension, "HKQuantity: \(self.unit) is not compatible with \(unit)")
        return unit.fromBase(self.unit.toBase(value))
    }

    /// Whether the quantity can be read in `unit`.
    public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.dimension == unit.dimension }

    /// Orders two compatible quantities.
    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let a = unit.toBase(value), b = quantity.unit.toBase(quantity.value)
        return a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
    }

    public override var description: String { "\(value) \(unit.unitString)" }
}
