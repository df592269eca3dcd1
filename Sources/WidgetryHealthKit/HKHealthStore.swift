import Foundation
import WidgetryFoundation

/// HealthKit's store, as widgets use it. Linux has no health database: the store serves the samples a
/// team supplies as fixtures (`HealthKit/<type>.json`, see docs/fixtures.md), and none otherwise, so
/// statistics are absent and widgets show their empty state. Health data is reported available and
/// authorisation as granted, so widget code takes its normal path.
open class HKHealthStore: NSObject, @unchecked Sendable {
    // @unchecked: `samples` is read and written only with `lock` held.
    let fixtures: AppFixtures
    private let lock = NSLock()
    private var samples: [String: [HKSample]] = [:]

    /// A store over the run's fixtures (`--fixtures DIR`).
    public override init() {
        fixtures = .current
        super.init()
    }

    init(fixtures: AppFixtures) {
        self.fixtures = fixtures
        super.init()
    }

    /// Whether the device has health data: true, so widgets read the fixtures.
    open class func isHealthDataAvailable() -> Bool { true }

    /// Asks for access; granted.
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                   completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }

    /// Asks for access; granted.
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {}

    /// Whether the app may write `type`: authorised.
    open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .sharingAuthorized }

    /// Whether a request would prompt: no (already granted).
    open func getRequestStatusForAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
                                                completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void) {
        completion(.unnecessary, nil)
    }

    /// The units the Health app shows these types in, as `preferredUnits(for:completion:)`. No one has chosen
    /// one here, so each is the default for the current locale, as HealthKit answers then: the type's metric unit,
    /// or US customary units (fluid ounces, pounds, miles, feet) where the locale measures in them.
    open func preferredUnits(for quantityTypes: Set<HKQuantityType>,
                             completion: @escaping @Sendable ([HKQuantityType: HKUnit], (any Error)?) -> Void) {
        completion(preferredUnits(quantityTypes, customary: Locale.current.measurementSystem == .us), nil)
    }

    /// The units the Health app shows these types in (iOS 15's async form).
    open func preferredUnits(for quantityTypes: Set<HKQuantityType>) async throws -> [HKQuantityType: HKUnit] {
        preferredUnits(quantityTypes, customary: Locale.current.measurementSystem == .us)
    }

    func preferredUnits(_ types: Set<HKQuantityType>, customary: Bool) -> [HKQuantityType: HKUnit] {
        Dictionary(uniqueKeysWithValues: types.map { type in
            guard customary else { return (type, type.canonicalUnit) }
            switch HKQuantityTypeIdentifier(rawValue: type.identifier) {
            case .dietaryWater: return (type, .fluidOunceUS())
            case .bodyMass: return (type, .pound())
            case .distanceWalkingRunning, .distanceCycling: return (type, .mile())
            case .height: return (type, .foot())
            default: return (type, type.canonicalUnit)
            }
        })
    }

    /// Runs `query` now, calling its handler before returning.
    open func execute(_ query: HKQuery) { query.run(in: self) }

    /// Stops a long-running query (none runs on here).
    open func stop(_ query: HKQuery) {}

    /// Turns on background delivery (nothing is delivered on Linux).
    open func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                       withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }

    /// Stores `object` for the rest of the run, as `save(_:withCompletion:)`: queries afterwards see it. A widget
    /// rarely writes; app code compiled into it (a water logger) does.
    open func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        save([object], withCompletion: completion)
    }

    /// Stores `objects` for the rest of the run.
    open func save(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        store(objects)
        completion(true, nil)
    }

    /// Stores `object` for the rest of the run (iOS 15's async form).
    open func save(_ object: HKObject) async throws { store([object]) }

    /// Stores `objects` for the rest of the run (iOS 15's async form).
    open func save(_ objects: [HKObject]) async throws { store(objects) }

    /// Removes `object` from what queries see, as `delete(_:withCompletion:)`.
    open func delete(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        remove([object])
        completion(true, nil)
    }

    /// Removes `object` from what queries see (iOS 15's async form).
    open func delete(_ object: HKObject) async throws { remove([object]) }

    private func store(_ objects: [HKObject]) {
        for sample in objects.compactMap({ $0 as? HKSample }) {
            let existing = samples(of: sample.sampleType)
            lock.withLock { samples[sample.sampleType.identifier] = existing + [sample] }
        }
    }

    private func remove(_ objects: [HKObject]) {
        for sample in objects.compactMap({ $0 as? HKSample }) {
            let existing = samples(of: sample.sampleType)
            lock.withLock { samples[sample.sampleType.identifier] = existing.filter { $0.uuid != sample.uuid } }
        }
    }

    /// The fixture samples of `type`.
    func samples(of type: HKSampleType) -> [HKSample] {
        lock.withLock {
            if let loaded = samples[type.identifier] { return loaded }
            let loaded = HealthFixtures.samples(of: type, in: fixtures)
            samples[type.identifier] = loaded
            return loaded
        }
    }
}

/// Write access, as `HKAuthorizationStatus`.
public enum HKAuthorizationStatus: Int, Sendable { case notDetermined, sharingDenied, sharingAuthorized }
/// Whether asking would prompt, as `HKAuthorizationRequestStatus`.
public enum HKAuthorizationRequestStatus: Int, Sendable { case unknown, shouldRequest, unnecessary }
/// Background delivery frequency, as `HKUpdateFrequency`.
public enum HKUpdateFrequency: Int, Sendable { case immediate = 1, hourly, daily, weekly }

/// HealthKit's errors, as `HKError`.
public struct HKError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable { case errorHealthDataUnavailable = 1, errorAuthorizationDenied = 5, errorNoData = 11 }
    /// The error's code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    public static let errorNoData = Code.errorNoData
    public var description: String { code == .errorNoData ? "No data available for the specified predicate." : "HealthKit error \(code.rawValue)" }
}
