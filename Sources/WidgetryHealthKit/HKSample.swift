import Foundation
import WidgetryFoundation

/// Anything HealthKit stores, as `HKObject`: what `HKHealthStore.save` and `delete` take.
open class HKObject: KeyValueCodingObject, @unchecked Sendable {}

/// A health sample over a time, as `HKSample`. Its dates are readable by key (`startDate`, `endDate`),
/// so `NSSortDescriptor(key: HKSampleSortIdentifierStartDate, …)` sorts samples.
open class HKSample: HKObject, @unchecked Sendable {
    /// The sample's type.
    public let sampleType: HKSampleType
    /// When it starts.
    public let startDate: Date
    /// When it ends.
    public let endDate: Date
    /// Its identifier.
    public let uuid = UUID()
    /// Extra values.
    public let metadata: [String: Any]? = nil

    init(type: HKSampleType, start: Date, end: Date) {
        sampleType = type
        startDate = start
        endDate = end
        super.init()
    }

    open override func storedValue(forKey key: String) -> Any? {
        switch key {
        case HKSampleSortIdentifierStartDate: startDate
        case HKSampleSortIdentifierEndDate: endDate
        default: nil
        }
    }
}

public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"
public let HKObjectQueryNoLimit = 0

/// A measured amount over a time, as `HKQuantitySample`.
public final class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The amount.
    public let quantity: HKQuantity
    /// The quantity type.
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }

    /// A sample of `type`.
    public init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date) {
        self.quantity = quantity
        super.init(type: type, start: start, end: end)
    }
}

/// A categorised span (a sleep stage), as `HKCategorySample`.
public final class HKCategorySample: HKSample, @unchecked Sendable {
    /// The category's value (`HKCategoryValueSleepAnalysis.asleepCore.rawValue`).
    public let value: Int
    /// The category type.
    public var categoryType: HKCategoryType { sampleType as! HKCategoryType }

    /// A sample of `type`.
    public init(type: HKCategoryType, value: Int, start: Date, end: Date) {
        self.value = value
        super.init(type: type, start: start, end: end)
    }
}

/// One row of a HealthKit fixture (`HealthKit/<type>.json`): a sample's start, optional end (the start
/// when absent), value, and optional unit (the type's canonical unit when absent).
struct HKFixtureSample: Decodable {
    var start: String
    var end: String?
    var value: Double
    var unit: String?
}

/// The samples a fixture folder holds, by type.
enum HealthFixtures {
    static func samples(of type: HKSampleType, in fixtures: AppFixtures) -> [HKSample] {
        let file = fixtures.folder.appendingPathComponent("HealthKit/\(type.fixtureName).json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        let rows: [HKFixtureSample]
        do { rows = try JSONDecoder().decode([HKFixtureSample].self, from: data) } catch {
            FixtureWarnings.report("\(file.path): not a list of samples (\(error)); write [{\"start\": \"2026-05-28T09:00:00Z\", \"end\": …, \"value\": 1200, \"unit\": \"count\"}]")
            return []
        }
        return rows.enumerated().compactMap { index, row in
            guard let start = FixtureValueDecoder.date(from: row.start) else {
                FixtureWarnings.report("\(file.path): row \(index + 1)'s start \"\(row.start)\" is not an ISO 8601 date; the row is left out")
                return nil
            }
            let end = row.end.flatMap(FixtureValueDecoder.date(from:)) ?? start
            switch type {
            case let quantityType as HKQuantityType:
                let unit = row.unit.map(HKUnit.init(from:)) ?? quantityType.canonicalUnit
                guard quantityType.is(compatibleWith: unit) else {
                    FixtureWarnings.report("\(file.path): row \(index + 1)'s unit \"\(unit)\" does not measure \(type.fixtureName) (use \(quantityType.canonicalUnit)); the row is left out")
                    return nil
                }
                return HKQuantitySample(type: quantityType, quantity: HKQuantity(unit: unit, doubleValue: row.value), start: start, end: end)
            case let categoryType as HKCategoryType:
                return HKCategorySample(type: categoryType, value: Int(row.value), start: start, end: end)
            default:
                return nil
            }
        }
    }
}
