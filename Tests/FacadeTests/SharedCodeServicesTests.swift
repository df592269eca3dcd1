import AppIntents
import CoreData
import CoreImage
import EventKit
import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetryGraphics

/// App code a widget shares that reaches for system services beside drawing — recurrence rules, printing, paragraph
/// styles, a colour's light and dark variants, a dominant-colour helper, a lock keyed by an object — written as apps
/// write it (our own code; held-out batch 13 met each).
private struct PauseIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause"
    // Handled by the app: the extension's copy only stops the program (a control widget's intent).
    func perform() async throws -> Never { fatalError("Handled by the app") }
}

private struct Note: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = Query()
    var id: String
    var title: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
    struct Query: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Note] { [] }
    }
}

extension EKRecurrenceRule {
    /// A class factory building through `self.init`, as RRULE parsers do.
    fileprivate class func weekly(on days: [EKWeekday]) -> EKRecurrenceRule {
        self.init(recurrenceWith: .weekly, interval: 1, daysOfTheWeek: days.map { EKRecurrenceDayOfWeek($0) }, daysOfTheMonth: nil,
                  monthsOfTheYear: nil, weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: nil, end: EKRecurrenceEnd(occurrenceCount: 4))
    }
}

private final class ListRenderer: UIPrintPageRenderer {
    var drawnPages: [Int] = []
    override var numberOfPages: Int { 2 }
    override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) { drawnPages.append(pageIndex) }
}

@Suite struct SharedCodeServicesTests {
    @Test("An intent whose perform() never returns compiles; a property query's sort maps to Foundation's order")
    func appIntents() {
        #expect(PauseIntent.title == "Pause")
        let sort = EntityQuerySort<Note>(by: \Note.title, order: .descending)
        let order: SortOrder = sort.order == .ascending ? .forward : .reverse
        #expect(order == .reverse && sort.by == \Note.title)
    }

    @Test("Recurrence rules keep their weekdays, positions and end; nth weekdays keep their week number")
    func recurrence() {
        let rule = EKRecurrenceRule.weekly(on: [.monday, .thursday])
        #expect(rule.daysOfTheWeek?.map(\.dayOfTheWeek) == [.monday, .thursday])
        #expect(rule.daysOfTheWeek?.allSatisfy { $0.weekNumber == 0 } == true)
        #expect(rule.recurrenceEnd?.occurrenceCount == 4)
        // EventKit counts weekdays from Sunday = 1, as Foundation's Gregorian calendar does.
        #expect(EKWeekday.sunday.rawValue == 1 && EKWeekday.saturday.rawValue == 7)
        #expect(EKRecurrenceDayOfWeek(dayOfTheWeek: .tuesday, weekNumber: -1).weekNumber == -1)
    }

    @Test("Printing presents nothing and reports not completed; a renderer draws the pages it is asked for")
    func printing() {
        let info = UIPrintInfo(dictionary: nil)
        info.outputType = .general
        info.jobName = "Groceries"
        let controller = UIPrintInteractionController.shared
        controller.printInfo = info
        let renderer = ListRenderer()
        controller.printPageRenderer = renderer
        var completed: Bool?
        controller.present(animated: true) { _, done, _ in completed = done }
        #expect(completed == false && !UIPrintInteractionController.isPrintingAvailable)
        renderer.drawPage(at: 1, in: renderer.printableRect)
        #expect(renderer.drawnPages == [1])
        // US Letter: 8.5 × 11 inches at 72 points per inch.
        #expect(renderer.paperRect.size == CGSize(width: 612, height: 792))
    }

    @Test("A mutable paragraph style keeps its settings, and copies keep them too")
    func paragraphStyles() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.lineSpacing = 4
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.alignment == .right && copy.lineSpacing == 4)
        #expect(NSParagraphStyle.default.alignment == .natural && NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
        let text = NSAttributedString(string: "12", attributes: [.paragraphStyle: style])
        #expect((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .right)
    }

    @Test("A colour resolved in a light and a dark environment makes each variant again")
    func resolvedColors() {
        let adaptive = Color(UIColor { $0.userInterfaceStyle == .dark ? .white : .black })
        var light = EnvironmentValues()
        light.colorScheme = .light
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let lightVariant = Color(adaptive.resolve(in: light))
        #expect(lightVariant.resolve(in: dark) == adaptive.resolve(in: light), "the variant is the same in every environment")
        #expect(adaptive.resolve(in: dark) != adaptive.resolve(in: light))
    }

    @Test("Core Image renders an image's pixels into a caller's RGBA bitmap; a filter without output leaves it as it was")
    func renderToBitmap() throws {
        // A 1 × 1 red PNG: the bytes written are its pixel, red 255, alpha 255.
        let png = try RasterImage(width: 1, height: 1, rgba: [255, 0, 0, 255]).pngData()
        let picture = try #require(UIImage(data: png))
        let image = try #require(CIImage(image: picture))
        var bitmap = [UInt8](repeating: 7, count: 4)
        let context = CIContext(options: [.workingColorSpace: kCFNull as Any])
        context.render(image, toBitmap: &bitmap, rowBytes: 4, bounds: CGRect(x: 0, y: 0, width: 1, height: 1), format: .RGBA8, colorSpace: nil)
        #expect(bitmap == [255, 0, 0, 255])
        context.render(image, toBitmap: &bitmap, rowBytes: 4, bounds: CGRect(x: 0, y: 0, width: 1, height: 1), format: .BGRA8, colorSpace: nil)
        #expect(bitmap == [0, 0, 255, 255])
        let average = CIFilter(name: "CIAreaAverage", parameters: [kCIInputImageKey: image, kCIInputExtentKey: CIVector(x: 0, y: 0, z: 1, w: 1)])
        #expect(average?.outputImage == nil)
        #expect(kCFNull === NSNull())
    }

    @Test("Scene notifications have UIKit's names; a variable font's axes key casts as iOS code casts it")
    func namesAndKeys() {
        #expect(UIScene.willEnterForegroundNotification.rawValue == "UISceneWillEnterForegroundNotification")
        #expect(UIScene.didEnterBackgroundNotification.rawValue == "UISceneDidEnterBackgroundNotification")
        let descriptor = UIFontDescriptor(fontAttributes: [.name: "Inter", kCTFontVariationAttribute as UIFontDescriptor.AttributeName: [2003265652: 600]])
        #expect(descriptor.fontAttributes[.name] as? String == "Inter", "the named face is kept; the axes are accepted")
    }

    @Test("objc_sync_enter is a recursive lock per object: 8 threads adding 2,000 each under it lose nothing")
    func synchronizedOnAnObject() {
        final class Counter: @unchecked Sendable { var value = 0 }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 {
                objc_sync_enter(counter)
                objc_sync_enter(counter)  // recursive, as @synchronized is
                counter.value += 1
                objc_sync_exit(counter)
                objc_sync_exit(counter)
            }
        }
        #expect(counter.value == 16_000)
        #expect(objc_sync_exit(counter) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR, "a lock this thread does not hold")
    }

    @Test("Migrating the store to another URL answers the store, with its objects")
    func migration() throws {
        let container = NSPersistentContainer(name: "Memo")
        let coordinator = container.persistentStoreCoordinator
        let store = try #require(coordinator.persistentStores.first)
        let moved = try coordinator.migratePersistentStore(store, to: URL(fileURLWithPath: "/tmp/group/Memo.sqlite"), options: nil, withType: NSSQLiteStoreType)
        #expect(moved === store)
    }
}
