import AppIntents
import CoreData
import Foundation
import IntentsUI
import StoreKit
import SwiftData
import SwiftUI
import Testing
import WidgetryPipeline

// Shared code of the apps in held-out batch 19, written as such apps write it (our own code): a data-usage tracker that
// syncs rows in batches and filters by `NSDate`, a quote app that highlights a search and asks for a review, an icon
// helper drawing palette symbols, a habit intent that asks for a value, a Siri button on a settings screen.

/// The store's batch sync, as the tracker writes it: insert the server's days, then mark them synced.
func syncDays(_ days: [(Date, Double)], in context: NSManagedObjectContext) throws -> (inserted: Int, updated: Int) {
    var index = 0
    let insert = NSBatchInsertRequest(entityName: "UsageDay") { (object: NSManagedObject) -> Bool in
        guard index < days.count else { return true }
        object.setValue(days[index].0, forKey: "date")
        object.setValue(days[index].1, forKey: "used")
        index += 1
        return false
    }
    insert.resultType = .count
    let inserted = (try context.execute(insert) as? NSBatchInsertResult)?.result as? Int ?? -1
    let update = NSBatchUpdateRequest(entityName: "UsageDay")
    update.propertiesToUpdate = ["isSynced": true]
    update.predicate = NSPredicate(format: "used > %@", NSNumber(value: 0))
    update.resultType = .updatedObjectIDsResultType
    let updated = ((try context.execute(update) as? NSBatchUpdateResult)?.result as? [NSManagedObjectID])?.count ?? -1
    return (inserted, updated)
}

/// The tracker's predicate helper, taking C varargs as apps' wrappers do.
func predicate(_ format: String, _ arguments: CVarArg...) -> NSPredicate { NSPredicate(format: format, argumentArray: arguments) }

/// Highlights each match of `search` in a quote, as the quote app's search does.
func highlighted(_ quote: String, search: String) -> AttributedString {
    var attributed = AttributedString(quote)
    let text = quote.lowercased()
    var start = text.startIndex
    while let found = text.range(of: search.lowercased(), range: start..<text.endIndex) {
        if let range = Range(NSRange(found, in: text), in: attributed) { attributed[range].backgroundColor = .yellow }
        start = found.upperBound
    }
    return attributed
}

struct QuoteView: View {
    @Environment(\.requestReview) private var requestReview: RequestReviewAction
    var body: some View {
        VStack {
            Image(systemName: "cloud.sun.fill").symbolRenderingMode(.palette).foregroundStyle(.gray, .yellow)
            Text("Stay curious").foregroundStyle(.primary, .secondary, .tertiary)
        }
        .toolbar(.hidden)
        .onAppear { requestReview() }
    }
}

struct LogHabitValueIntent: AppIntent {
    static let title: LocalizedStringResource = "Log value"
    @Parameter(title: "Value") var value: Double?

    func perform() async throws -> some IntentResult {
        let resolved: Double
        if let value { resolved = value } else { resolved = try await $value.requestValue("How much?") }
        _ = resolved
        return .result()
    }
}

@Suite struct UsageAppsAPITests {
    @Test("batch insert adds the rows a handler fills; batch update changes those a predicate selects")
    func batchRequests() throws {
        let container = NSPersistentContainer(name: "Usage")
        let context = container.viewContext
        let day = Date(timeIntervalSince1970: 1_780_000_000)
        let result = try syncDays([(day, 1.5), (day.addingTimeInterval(86_400), 0), (day.addingTimeInterval(172_800), 2)], in: context)
        #expect(result.inserted == 3 && result.updated == 2)
        let synced = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "UsageDay")).filter { $0.value(forKey: "isSynced") as? Bool == true }
        #expect(synced.count == 2)
        // `day as NSDate` passed through an app's CVarArg wrapper matches as iOS's bridged NSDate does.
        let week = predicate("date >= %@ AND date < %@", day as NSDate, day.addingTimeInterval(2 * 86_400) as NSDate)
        #expect(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "UsageDay")).filter { week.evaluate(with: $0) }.count == 2)
    }

    @Test("an NSRange found in a quote styles the attributed string's matching characters, emoji before them included")
    func attributedRangeFromNSRange() throws {
        let quote = "🌱 Grow, grow again"
        let styled = highlighted(quote, search: "grow")
        let runs = styled.runs.filter { $0.backgroundColor != nil }.map { String(styled[$0.range].characters) }
        #expect(runs == ["Grow", "grow"])
        let range = try #require(Range(NSRange(location: 3, length: 4), in: styled))
        #expect(NSRange(range, in: styled) == NSRange(location: 3, length: 4))
        #expect(Range(NSRange(location: 40, length: 2), in: styled) == nil)
    }

    @Test("a view with a review request, palette styles and a hidden toolbar draws its text in the primary style")
    func quoteView() throws {
        let rendered = CellPipeline().render(AnyView(QuoteView()), named: "quote", in: WidgetCell(family: .systemSmall), output: .layout)
        #expect(try #require(rendered.layout).texts.map(\.text.string) == ["Stay curious"])
    }

    @Test("an intent that asks for a missing value stops with an error, as when no one answers")
    func requestValue() async {
        await #expect(throws: (any Error).self) { _ = try await LogHabitValueIntent().perform() }
    }

    @Test("Low Power Mode is off; the iOS 4 write option, the iOS 16 folders and Core Data's file protection key exist")
    func foundationAndSwiftData() throws {
        #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
        #expect(Data.WritingOptions.atomicWrite == .atomic)
        // The folder FileManager finds for the user's Application Support (on Linux, XDG's data folder).
        #expect(URL.applicationSupportDirectory == FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first)
        #expect(NSPersistentStoreFileProtectionKey == "NSPersistentStoreFileProtectionKey")
    }

    @Test("an Add to Siri button and its sheets are kept as data")
    func addToSiri() {
        let button = INUIAddVoiceShortcutButton(style: .automaticOutline)
        #expect(button.style == .automaticOutline && button.shortcut == nil)
    }
}
