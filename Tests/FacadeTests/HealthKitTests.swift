import Foundation
import HealthKit
import Testing
@testable import WidgetryHealthKit

/// HealthKit's store serves a fixture's samples to statistics and sample queries; with none, statistics
/// are absent.
@Suite struct HealthKitTests {
    static let day = ISO8601DateFormatter().date(from: "2026-05-28T00:00:00Z")!

    static func store(_ files: [String: String]) throws -> HKHealthStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-healthkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("HealthKit"), withIntermediateDirectories: true)
        for (name, json) in files { try Data(json.utf8).write(to: folder.appendingPathComponent("HealthKit/\(name).json")) }
        return HKHealthStore(fixtures: AppFixtures(folder: folder))
    }

    static let steps = """
    [{"start": "2026-05-27T18:00:00Z", "end": "2026-05-27T19:00:00Z", "value": 900},
     {"start": "2026-05-28T08:00:00Z", "end": "2026-05-28T09:00:00Z", "value": 3200},
     {"start": "2026-05-28T17:00:00Z", "end": "2026-05-28T18:00:00Z", "value": 1800, "unit": "count"}]
    """

    @Test("A statistics query sums today's steps; an average reads heart rate in count/min")
    func statistics() throws {
        let store = try Self.store(["stepCount": Self.steps, "heartRate": """
            [{"start": "2026-05-28T08:00:00Z", "value": 60}, {"start": "2026-05-28T09:00:00Z", "value": 1.5, "unit": "count/s"}]
            """])
        let today = HKQuery.predicateForSamples(withStart: Self.day, end: Self.day.addingTimeInterval(86_400), options: .strictStartDate)
        var steps: Double?
        store.execute(HKStatisticsQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: today, options: .cumulativeSum) { _, result, _ in
            steps = result?.sumQuantity()?.doubleValue(for: .count())
        })
        // 3200 + 1800: the evening before is outside the day.
        #expect(steps == 5_000)
        var bpm: Double?
        let heartRate = try #require(HKObjectType.quantityType(forIdentifier: .heartRate))
        store.execute(HKStatisticsQuery(quantityType: heartRate, quantitySamplePredicate: today, options: .discreteAverage) { _, result, _ in
            bpm = result?.averageQuantity()?.doubleValue(for: HKUnit.count().unitDivided(by: .minute()))
        })
        // 60 and 1.5/s = 90/min: mean 75.
        #expect(bpm == 75)
    }

    @Test("A collection query gives a sum per day, empty days included")
    func collection() throws {
        let store = try Self.store(["stepCount": Self.steps])
        let query = HKStatisticsCollectionQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil, options: .cumulativeSum,
                                                anchorDate: Self.day, intervalComponents: DateComponents(day: 1))
        var sums: [Double] = []
        query.initialResultsHandler = { _, collection, _ in
            collection?.enumerateStatistics(from: Self.day.addingTimeInterval(-86_400), to: Self.day.addingTimeInterval(86_400)) { stats, _ in
                sums.append(stats.sumQuantity()?.doubleValue(for: .count()) ?? 0)
            }
        }
        store.execute(query)
        #expect(sums == [900, 5_000, 0])
    }

    @Test("A sample query sorts sleep samples by start date, newest first, with a limit")
    func sleepSamples() throws {
        let store = try Self.store(["sleepAnalysis": """
            [{"start": "2026-05-27T23:00:00Z", "end": "2026-05-28T02:00:00Z", "value": 3},
             {"start": "2026-05-28T02:00:00Z", "end": "2026-05-28T03:30:00Z", "value": 4},
             {"start": "2026-05-28T03:30:00Z", "end": "2026-05-28T06:30:00Z", "value": 5}]
            """])
        let sleep = try #require(HKObjectType.categoryType(forIdentifier: .sleepAnalysis))
        var values: [Int] = []
        store.execute(HKSampleQuery(sampleType: sleep, predicate: nil, limit: 2,
                                    sortDescriptors: [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)]) { _, samples, _ in
            values = (samples as? [HKCategorySample] ?? []).map(\.value)
        })
        #expect(values == [HKCategoryValueSleepAnalysis.asleepREM.rawValue, HKCategoryValueSleepAnalysis.asleepDeep.rawValue])
    }

    @Test("Without a fixture a statistics query has no result and HealthKit's no-data error")
    func noData() throws {
        let store = try Self.store([:])
        var result: HKStatistics?, error: (any Error)?
        store.execute(HKStatisticsQuery(quantityType: HKQuantityType(.activeEnergyBurned), quantitySamplePredicate: nil, options: .cumulativeSum) {
            result = $1
            error = $2
        })
        #expect(result == nil)
        #expect((error as? HKError)?.code == .errorNoData)
    }

    @Test("Units convert within a dimension")
    func units() {
        #expect(HKQuantity(unit: .kilocalorie(), doubleValue: 1).doubleValue(for: .jouleUnit(with: .kilo)) == 4.184)
        #expect(HKQuantity(unit: .mile(), doubleValue: 1).doubleValue(for: .meter()) == 1_609.344)
        #expect(HKQuantity(unit: HKUnit(from: "count/min"), doubleValue: 120).doubleValue(for: HKUnit(from: "count/s")) == 2)
        // A water logger's cups: a US cup is 8 US fluid ounces, a US pint two cups, an imperial cup 10 imperial ounces.
        #expect(abs(HKQuantity(unit: .cupUS(), doubleValue: 1).doubleValue(for: .fluidOunceUS()) - 8) < 1e-6)
        #expect(abs(HKQuantity(unit: .pintUS(), doubleValue: 1).doubleValue(for: .cupUS()) - 2) < 1e-6)
        #expect(abs(HKQuantity(unit: .cupImperial(), doubleValue: 1).doubleValue(for: .fluidOunceImperial()) - 10) < 1e-6)
        #expect(abs(HKQuantity(unit: .pintImperial(), doubleValue: 1).doubleValue(for: .cupImperial()) - 2) < 1e-6)
    }

    @Test("Preferred units are the locale's defaults: metric, or US customary; a water logger labels them")
    func preferredUnits() async throws {
        let store = try Self.store([:])
        let water = HKQuantityType(.dietaryWater), steps = HKQuantityType(.stepCount)
        let units: [HKQuantityType: HKUnit] = await withCheckedContinuation { continuation in
            store.preferredUnits(for: [water, steps]) { units, _ in continuation.resume(returning: units) }
        }
        let metric = Locale.current.measurementSystem != .us
        #expect(units[water] == (metric ? HKUnit.literUnit(with: .milli) : HKUnit.fluidOunceUS()))
        #expect(units[steps] == .count())
        let customary = store.preferredUnits([water, HKQuantityType(.bodyMass)], customary: true)
        #expect(customary[water] == .fluidOunceUS())
        #expect(customary[HKQuantityType(.bodyMass)] == .pound())
        // How a water logger labels a unit: a switch over units (HKUnit ~= compares dimension and factor).
        func label(_ unit: HKUnit) -> String {
            switch unit {
            case HKUnit.literUnit(with: .milli): return "mL"
            case HKUnit.fluidOunceUS(), HKUnit.fluidOunceImperial(): return "oz"
            default: return unit.unitString
            }
        }
        #expect(label(try await store.preferredUnits(for: [water])[water]!) == (metric ? "mL" : "oz"))
        // 1 imperial fl oz = 28.4130625 mL (UK Weights and Measures Act 1985); 1 US fl oz = 29.5735295625 mL.
        #expect(abs(HKQuantity(unit: .fluidOunceImperial(), doubleValue: 1).doubleValue(for: .literUnit(with: .milli)) - 28.413_062_5) < 1e-9)
        #expect(label(.fluidOunceImperial()) == "oz")
    }

    @Test("A water logger's save is seen by the next query; an observer fires once; an anchored query resumes")
    func saveObserveAnchor() async throws {
        let store = try Self.store(["stepCount": Self.steps])
        let water = HKQuantityType(.dietaryWater)
        let glass = HKQuantitySample(type: water, quantity: HKQuantity(unit: .literUnit(with: .milli), doubleValue: 250),
                                     start: Self.day.addingTimeInterval(3_600), end: Self.day.addingTimeInterval(3_600))
        try await store.save(glass)
        var total: Double?
        store.execute(HKStatisticsQuery(quantityType: water, quantitySamplePredicate: nil, options: .cumulativeSum) { _, result, _ in
            total = result?.sumQuantity()?.doubleValue(for: .literUnit(with: .milli))
        })
        #expect(total == 250)
        try await store.delete(glass)
        var afterDelete: Double? = -1
        store.execute(HKStatisticsQuery(quantityType: water, quantitySamplePredicate: nil, options: .cumulativeSum) { _, result, _ in
            afterDelete = result?.sumQuantity()?.doubleValue(for: .literUnit(with: .milli))
        })
        #expect(afterDelete == nil)

        var updates = 0
        store.execute(HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, done, _ in updates += 1; done() })
        #expect(updates == 1)

        // Three step samples: two from no anchor (limit 2), then the third from the anchor returned.
        var first: [HKSample] = [], anchor: HKQueryAnchor?
        store.execute(HKAnchoredObjectQuery(type: HKQuantityType(.stepCount), predicate: nil, anchor: nil, limit: 2) { _, samples, _, next, _ in
            first = samples ?? []; anchor = next
        })
        var rest: [HKSample] = []
        store.execute(HKAnchoredObjectQuery(type: HKQuantityType(.stepCount), predicate: nil, anchor: anchor, limit: HKObjectQueryNoLimit) { _, samples, _, _, _ in
            rest = samples ?? []
        })
        #expect(first.count == 2 && rest.count == 1)
    }

    @Test("Temperatures convert with their offsets and pressures by their factors, as HealthKit's units do")
    func temperatureAndPressureUnits() {
        // 37 °C = 98.6 °F = 310.15 K (°F = °C × 9/5 + 32; K = °C + 273.15).
        let fever = HKQuantity(unit: .degreeCelsius(), doubleValue: 37)
        #expect(abs(fever.doubleValue(for: .degreeFahrenheit()) - 98.6) < 1e-9)
        #expect(abs(fever.doubleValue(for: .kelvin()) - 310.15) < 1e-9)
        #expect(fever.compare(HKQuantity(unit: .degreeFahrenheit(), doubleValue: 100)) == .orderedAscending)
        // 120 mmHg = 15 998.69 Pa (1 mmHg = 133.322387415 Pa) = 16.00 kPa.
        let systolic = HKQuantity(unit: .millimeterOfMercury(), doubleValue: 120)
        #expect(abs(systolic.doubleValue(for: .pascalUnit(with: .kilo)) - 15.998_686_489_8) < 1e-9)
        #expect(!systolic.is(compatibleWith: .degreeCelsius()))
        // The identifiers a vitals widget asks for, and the Activity rings' summary type.
        let types: [HKQuantityTypeIdentifier] = [.bodyTemperature, .bloodPressureSystolic, .bloodPressureDiastolic, .respiratoryRate]
        #expect(types.map { HKQuantityType($0).aggregationStyle } == Array(repeating: .discreteArithmetic, count: 4))
        #expect(HKObjectType.activitySummaryType().identifier == "HKActivitySummaryTypeIdentifier")
    }
}
