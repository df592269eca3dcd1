import Foundation

/// A kind of health data, as HealthKit's `HKObjectType`.
open class HKObjectType: NSObject, @unchecked Sendable {
    /// Apple's identifier (`HKQuantityTypeIdentifierStepCount`).
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// The quantity type with `identifier`.
    public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }
    /// The category type with `identifier`.
    public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier) }
    /// Workouts.
    public class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    /// The type of the Activity rings' daily summaries (iOS 9.3), which a widget asks to read.
    public class func activitySummaryType() -> HKActivitySummaryType { HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier") }

    /// The name of this type's fixture file in `HealthKit/`: the identifier without Apple's prefix, first
    /// letter lowercased (`stepCount.json`, `sleepAnalysis.json`).
    public var fixtureName: String {
        var name = identifier
        for prefix in ["HKQuantityTypeIdentifier", "HKCategoryTypeIdentifier", "HK"] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
            break
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? HKObjectType)?.identifier == identifier }
    public override var hash: Int { identifier.hashValue }
    public override var description: String { identifier }
}

/// A kind of sample.
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// Workouts, as `HKWorkoutType`.
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// The type of the Activity rings' daily summaries, as `HKActivitySummaryType`.
public final class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}

/// A kind of measured quantity (steps, energy, heart rate), as `HKQuantityType`.
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// Whether the samples add up (steps) or are single readings (heart rate).
    public let aggregationStyle: HKQuantityAggregationStyle
    /// The unit fixture values are in when they name none.
    public let canonicalUnit: HKUnit

    /// The type with `identifier` (iOS 15).
    public init(_ identifier: HKQuantityTypeIdentifier) {
        aggregationStyle = identifier.aggregationStyle
        canonicalUnit = identifier.canonicalUnit
        super.init(identifier: identifier.rawValue)
    }

    /// Whether `unit` measures this type.
    public func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == canonicalUnit.dimension }
}

/// How a quantity type's samples combine, as `HKQuantityAggregationStyle`.
public enum HKQuantityAggregationStyle: Int, Sendable { case cumulative, discreteArithmetic, discreteTemporallyWeighted, discreteEquivalentContinuousLevel }

/// A kind of categorised sample (sleep), as `HKCategoryType`.
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// The type with `identifier` (iOS 15).
    public init(_ identifier: HKCategoryTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

/// Quantity types' identifiers, as `HKQuantityTypeIdentifier` (the ones widgets read).
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let stepCount = Self(rawValue: "HKQuantityTypeIdentifierStepCount")
    public static let distanceWalkingRunning = Self(rawValue: "HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let distanceCycling = Self(rawValue: "HKQuantityTypeIdentifierDistanceCycling")
    public static let flightsClimbed = Self(rawValue: "HKQuantityTypeIdentifierFlightsClimbed")
    public static let activeEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let appleExerciseTime = Self(rawValue: "HKQuantityTypeIdentifierAppleExerciseTime")
    public static let appleStandTime = Self(rawValue: "HKQuantityTypeIdentifierAppleStandTime")
    public static let heartRate = Self(rawValue: "HKQuantityTypeIdentifierHeartRate")
    public static let restingHeartRate = Self(rawValue: "HKQuantityTypeIdentifierRestingHeartRate")
    public static let walkingHeartRateAverage = Self(rawValue: "HKQuantityTypeIdentifierWalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = Self(rawValue: "HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    public static let oxygenSaturation = Self(rawValue: "HKQuantityTypeIdentifierOxygenSaturation")
    public static let bodyMass = Self(rawValue: "HKQuantityTypeIdentifierBodyMass")
    public static let height = Self(rawValue: "HKQuantityTypeIdentifierHeight")
    public static let dietaryWater = Self(rawValue: "HKQuantityTypeIdentifierDietaryWater")
    public static let dietaryEnergyConsumed = Self(rawValue: "HKQuantityTypeIdentifierDietaryEnergyConsumed")
    public static let bodyTemperature = Self(rawValue: "HKQuantityTypeIdentifierBodyTemperature")
    public static let bloodPressureSystolic = Self(rawValue: "HKQuantityTypeIdentifierBloodPressureSystolic")
    public static let bloodPressureDiastolic = Self(rawValue: "HKQuantityTypeIdentifierBloodPressureDiastolic")
    public static let respiratoryRate = Self(rawValue: "HKQuantityTypeIdentifierRespiratoryRate")
    public static let vo2Max = Self(rawValue: "HKQuantityTypeIdentifierVO2Max")

    /// Sums for counts, energy, distance and time; averages for readings. (HealthKit's per-type styles:
    /// https://developer.apple.com/documentation/healthkit/hkquantityaggregationstyle)
    var aggregationStyle: HKQuantityAggregationStyle {
        switch self {
        case .heartRate, .restingHeartRate, .walkingHeartRateAverage, .heartRateVariabilitySDNN, .oxygenSaturation, .bodyMass, .height,
             .bodyTemperature, .bloodPressureSystolic, .bloodPressureDiastolic, .respiratoryRate, .vo2Max:
            return .discreteArithmetic
        default: return .cumulative
        }
    }

    /// The unit a fixture's values are in unless a row names another.
    var canonicalUnit: HKUnit {
        switch self {
        case .stepCount, .flightsClimbed: return .count()
        case .activeEnergyBurned, .basalEnergyBurned, .dietaryEnergyConsumed: return .kilocalorie()
        case .distanceWalkingRunning, .distanceCycling, .height: return .meter()
        case .appleExerciseTime, .appleStandTime: return .minute()
        case .heartRate, .restingHeartRate, .walkingHeartRateAverage: return .count().unitDivided(by: .minute())
        case .heartRateVariabilitySDNN: return .secondUnit(with: .milli)
        case .oxygenSaturation: return .percent()
        case .bodyMass: return .gramUnit(with: .kilo)
        case .dietaryWater: return .literUnit(with: .milli)
        case .bodyTemperature: return .degreeCelsius()
        case .bloodPressureSystolic, .bloodPressureDiastolic: return .millimeterOfMercury()
        case .respiratoryRate: return .count().unitDivided(by: .minute())
        case .vo2Max: return HKUnit(from: "mL/kg").unitDivided(by: .minute())
        default: return .count()
        }
    }
}

/// Category types' identifiers, as `HKCategoryTypeIdentifier`.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let sleepAnalysis = Self(rawValue: "HKCategoryTypeIdentifierSleepAnalysis")
    public static let mindfulSession = Self(rawValue: "HKCategoryTypeIdentifierMindfulSession")
    public static let appleStandHour = Self(rawValue: "HKCategoryTypeIdentifierAppleStandHour")
}

/// Sleep stages, as `HKCategoryValueSleepAnalysis`.
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    case inBed = 0, asleepUnspecified = 1, awake = 2, asleepCore = 3, asleepDeep = 4, asleepREM = 5
    /// Before iOS 16.
    public static let asleep = HKCategoryValueSleepAnalysis.asleepUnspecified
    /// The stages that count as asleep.
    public static var allAsleepValues: Set<HKCategoryValueSleepAnalysis> { [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM] }
}
