import HealthKit
import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int?
    let restingHeartRate: Int?
}

struct StepsProvider: TimelineProvider {
    static let today = Date(timeIntervalSince1970: 1_779_926_400) // 2026-05-28 00:00 UTC
    let store = HKHealthStore()

    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Self.today, steps: 6_000, restingHeartRate: 60) }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { load(completion) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        load { completion(Timeline(entries: [$0], policy: .after(Self.today.addingTimeInterval(1_800)))) }
    }

    private func load(_ completion: @escaping (StepsEntry) -> Void) {
        guard HKHealthStore.isHealthDataAvailable(),
              let stepType = HKObjectType.quantityType(forIdentifier: .stepCount),
              let heartType = HKObjectType.quantityType(forIdentifier: .restingHeartRate) else {
            completion(StepsEntry(date: Self.today, steps: nil, restingHeartRate: nil))
            return
        }
        let today = HKQuery.predicateForSamples(withStart: Self.today, end: Self.today.addingTimeInterval(86_400), options: .strictStartDate)
        let stepsQuery = HKStatisticsQuery(quantityType: stepType, quantitySamplePredicate: today, options: .cumulativeSum) { _, result, _ in
            let steps = result?.sumQuantity()?.doubleValue(for: .count())
            let heartQuery = HKStatisticsQuery(quantityType: heartType, quantitySamplePredicate: today, options: .discreteAverage) { _, result, _ in
                let bpm = result?.averageQuantity()?.doubleValue(for: HKUnit.count().unitDivided(by: .minute()))
                completion(StepsEntry(date: Self.today, steps: steps.map { Int($0) }, restingHeartRate: bpm.map { Int($0.rounded()) }))
            }
            store.execute(heartQuery)
        }
        store.execute(stepsQuery)
    }
}

struct StepsView: View {
    let entry: StepsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Today").font(.caption).foregroundStyle(.secondary)
            if let steps = entry.steps {
                Text("\(steps) steps").font(.title2.bold())
            } else {
                Text("No steps yet").font(.headline)
            }
            if let bpm = entry.restingHeartRate {
                Text("Resting \(bpm) bpm").font(.caption)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall])
    }
}
