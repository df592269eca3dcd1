import Foundation

/// A query, as `HKQuery`; the store runs it at once (``HKHealthStore/execute(_:)``).
open class HKQuery: NSObject, @unchecked Sendable {
    // @unchecked: handlers are called once, on the executing thread.
    /// The type it reads.
    public let objectType: HKObjectType?
    /// Which samples.
    public let predicate: NSPredicate?

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
    }

    func run(in store: HKHealthStore) {}

    /// Samples that overlap `startDate`…`endDate` (from the start with `.strictStartDate`, up to the end
    /// with `.strictEndDate`), as `HKQuery.predicateForSamples(withStart:end:options:)`.
    public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKSample else { return false }
            if let startDate {
                let inside = options.contains(.strictStartDate) ? sample.startDate >= startDate
                    : sample.endDate > startDate || sample.startDate >= startDate
                if !inside { return false }
            }
            if let endDate {
                let inside = options.contains(.strictEndDate) ? sample.endDate <= endDate : sample.startDate < endDate
                if !inside { return false }
            }
            return true
        }
    }

    /// Category samples whose value is `value`.
    public class func predicateForCategorySamples(with operatorType: NSComparisonPredicate.Operator, value: Int) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKCategorySample)?.value == value }
    }

    func matching(_ samples: [HKSample]) -> [HKSample] {
        guard let predicate else { return samples }
        return samples.filter { predicate.evaluate(with: $0) }
    }
}

/// Date matching for ``HKQuery/predicateForSamples(withStart:end:options:)``, as `HKQueryOptions`.
public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = HKQueryOptions(rawValue: 1)
    public static let strictEndDate = HKQueryOptions(rawValue: 2)
}

/// Samples of a type, as `HKSampleQuery`: those the predicate accepts, sorted, at most `limit`
/// (``HKObjectQueryNoLimit`` for all).
open class HKSampleQuery: HKQuery, @unchecked Sendable {
    let limit: Int
    let sortDescriptors: [NSSortDescriptor]?
    let resultsHandler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    /// A query for samples of `sampleType`.
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        self.resultsHandler = resultsHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func run(in store: HKHealthStore) {
        guard let type = objectType as? HKSampleType else { return }
        var samples = matching(store.samples(of: type))
        if let descriptors = sortDescriptors, !descriptors.isEmpty {
            samples.sort { a, b in
                for descriptor in descriptors {
                    let order = descriptor.compare(a, to: b)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return false
            }
        }
        if limit > 0 { samples = Array(samples.prefix(limit)) }
        resultsHandler(self, samples, nil)
    }
}

/// What statistics to compute, as `HKStatisticsOptions`.
public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Statistics per source as well as overall (`HKStatistics.sources`); HealthKit's first option bit.
    public static let separateBySource = HKStatisticsOptions(rawValue: 1)
    public static let discreteAverage = HKStatisticsOptions(rawValue: 2)
    public static let discreteMin = HKStatisticsOptions(rawValue: 4)
    public static let discreteMax = HKStatisticsOptions(rawValue: 8)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 16)
    public static let mostRecent = HKStatisticsOptions(rawValue: 32)
    public static let duration = HKStatisticsOptions(rawValue: 64)
}

/// Statistics over a quantity type's samples in a time, as `HKStatistics`.
public final class HKStatistics: NSObject, @unchecked Sendable {
    /// The type.
    public let quantityType: HKQuantityType
    /// The interval's start.
    public let startDate: Date
    /// The interval's end.
    public let endDate: Date
    private let samples: [HKQuantitySample]

    init(type: HKQuantityType, start: Date, end: Date, samples: [HKQuantitySample]) {
        quantityType = type
        startDate = start
        endDate = end
        self.samples = samples
    }

    private func quantity(_ value: Double?) -> HKQuantity? {
        value.map { HKQuantity(unit: quantityType.canonicalUnit, doubleValue: $0) }
    }
    private var values: [Double] { samples.map { $0.quantity.doubleValue(for: quantityType.canonicalUnit) } }

    /// The samples' sum; nil with no samples.
    public func sumQuantity() -> HKQuantity? { samples.isEmpty ? nil : quantity(values.reduce(0, +)) }
    /// The samples' mean; nil with no samples.
    public func averageQuantity() -> HKQuantity? { samples.isEmpty ? nil : quantity(values.reduce(0, +) / Double(values.count)) }
    /// The smallest sample.
    public func minimumQuantity() -> HKQuantity? { quantity(values.min()) }
    /// The largest sample.
    public func maximumQuantity() -> HKQuantity? { quantity(values.max()) }
    /// The latest sample's amount.
    public func mostRecentQuantity() -> HKQuantity? { samples.max { $0.endDate < $1.endDate }?.quantity }
    /// The latest sample's dates.
    public func mostRecentQuantityDateInterval() -> DateInterval? {
        samples.max { $0.endDate < $1.endDate }.map { DateInterval(start: $0.startDate, end: $0.endDate) }
    }
    /// The samples' total time.
    public func duration() -> HKQuantity? {
        samples.isEmpty ? nil : HKQuantity(unit: .second(), doubleValue: samples.reduce(0) { $0 + $1.endDate.timeIntervalSince($1.startDate) })
    }
}

/// Statistics over the samples a predicate accepts, as `HKStatisticsQuery`. With no samples the
/// handler gets no statistics and HealthKit's "no data" error, as on a device.
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    let handler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    /// A query over `quantityType`.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {
        self.handler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func run(in store: HKHealthStore) {
        guard let type = objectType as? HKQuantityType else { return }
        let samples = matching(store.samples(of: type)).compactMap { $0 as? HKQuantitySample }
        guard let first = samples.map(\.startDate).min(), let last = samples.map(\.endDate).max() else {
            handler(self, nil, HKError(.errorNoData))
            return
        }
        handler(self, HKStatistics(type: type, start: first, end: last, samples: samples), nil)
    }
}

/// Statistics per interval (a bar per day), as `HKStatisticsCollectionQuery`. A sample counts in the
/// interval that holds its start date.
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    let anchorDate: Date
    let intervalComponents: DateComponents
    /// Called with the collection once the query runs.
    open var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// Called on updates (never, on Linux).
    open var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    /// A query over `quantityType` in intervals of `intervalComponents` from `anchorDate`.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func run(in store: HKHealthStore) {
        guard let type = objectType as? HKQuantityType else { return }
        let samples = matching(store.samples(of: type)).compactMap { $0 as? HKQuantitySample }
        initialResultsHandler?(self, HKStatisticsCollection(type: type, anchor: anchorDate, interval: intervalComponents, samples: samples), nil)
    }
}

/// Statistics per interval, as `HKStatisticsCollection`.
public final class HKStatisticsCollection: NSObject, @unchecked Sendable {
    let type: HKQuantityType
    let anchor: Date
    let interval: DateComponents
    let samples: [HKQuantitySample]
    private let calendar = Calendar.current

    init(type: HKQuantityType, anchor: Date, interval: DateComponents, samples: [HKQuantitySample]) {
        self.type = type
        self.anchor = anchor
        self.interval = interval
        self.samples = samples
    }

    /// The interval that holds `date`: the anchor stepped by the interval components.
    func interval(containing date: Date) -> DateInterval? {
        var start = anchor, steps = 0
        let forward = date >= anchor
        while steps < 100_000 {
            guard let next = calendar.date(byAdding: interval.scaled(forward ? 1 : -1), to: start), next != start else { return nil }
            if forward ? (date < next) : (date >= next) { return forward ? DateInterval(start: start, end: next) : DateInterval(start: next, end: start) }
            start = next
            steps += 1
        }
        return nil
    }

    /// The statistics of the interval holding `date` (empty statistics when no sample falls in it).
    public func statistics(for date: Date) -> HKStatistics? {
        guard let span = interval(containing: date) else { return nil }
        return HKStatistics(type: type, start: span.start, end: span.end,
                            samples: samples.filter { $0.startDate >= span.start && $0.startDate < span.end })
    }

    /// The statistics of every interval that has samples, in time order.
    public func statistics() -> [HKStatistics] {
        var seen = Set<Date>()
        return samples.sorted { $0.startDate < $1.startDate }.compactMap { sample in
            guard let stats = statistics(for: sample.startDate), seen.insert(stats.startDate).inserted else { return nil }
            return stats
        }
    }

    /// Calls `block` with each interval's statistics from `startDate` to `endDate`, empty ones included.
    public func enumerateStatistics(from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var date = startDate
        var stop = ObjCBool(false)
        while date <= endDate, !stop.boolValue, let stats = statistics(for: date) {
            block(stats, &stop)
            date = stats.endDate
        }
    }
}

private extension DateComponents {
    func scaled(_ factor: Int) -> DateComponents {
        var result = DateComponents()
        result.year = year.map { $0 * factor }
        result.month = month.map { $0 * factor }
        result.weekOfYear = weekOfYear.map { $0 * factor }
        result.day = day.map { $0 * factor }
        result.hour = hour.map { $0 * factor }
        result.minute = minute.map { $0 * factor }
        return result
    }
}

/// Watches a sample type for changes, as `HKObserverQuery`. HealthKit calls the update handler once when the query
/// starts; a render has no later changes, so that is the only call.
open class HKObserverQuery: HKQuery, @unchecked Sendable {
    /// What the update handler calls when it has finished with an update.
    public typealias HKObserverQueryCompletionHandler = @Sendable () -> Void
    let handler: (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void

    /// A query watching `sampleType` for samples `predicate` accepts.
    public init(sampleType: HKSampleType, predicate: NSPredicate?,
                updateHandler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void) {
        handler = updateHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func run(in store: HKHealthStore) { handler(self, {}, nil) }
}

/// Where an anchored query stopped, as `HKQueryAnchor`: the next query returns only what came after.
public final class HKQueryAnchor: NSObject, @unchecked Sendable {
    let count: Int
    /// An anchor from a number, as HealthKit's `init(fromValue:)`.
    public init(fromValue value: Int) { count = value }
}

/// A sample deleted since an anchor, as `HKDeletedObject` (a render deletes nothing).
public final class HKDeletedObject: NSObject, @unchecked Sendable {
    /// The deleted sample's identifier.
    public let uuid: UUID
    init(uuid: UUID) { self.uuid = uuid }
}

/// The samples added since an anchor, as `HKAnchoredObjectQuery`: all matching samples from no anchor, then
/// those after the returned anchor.
open class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
    let anchor: HKQueryAnchor?
    let limit: Int
    let handler: (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void
    /// Called on later changes (never, in a render).
    open var updateHandler: ((HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void)?

    /// A query over `type` from `anchor`, at most `limit` samples (`HKObjectQueryNoLimit` for all).
    public init(type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
                resultsHandler handler: @escaping (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void) {
        self.anchor = anchor
        self.limit = limit
        self.handler = handler
        super.init(objectType: type, predicate: predicate)
    }

    override func run(in store: HKHealthStore) {
        guard let type = objectType as? HKSampleType else { return }
        let all = matching(store.samples(of: type)).sorted { $0.startDate < $1.startDate }
        let new = Array(all.dropFirst(min(anchor?.count ?? 0, all.count)))
        let returned = limit > 0 ? Array(new.prefix(limit)) : new
        handler(self, returned, [], HKQueryAnchor(fromValue: (anchor?.count ?? 0) + returned.count), nil)
    }
}
