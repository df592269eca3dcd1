import CoreData
@testable import WidgetryCoreData
import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetryFoundation
import WidgetryGraphics
import WidgetryPipeline
@testable import WidgetryUI

// A Core Data entity as Xcode generates it, for a list screen shared with a widget (our own code).
public class ShelfNote: NSManagedObject {}
extension ShelfNote {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<ShelfNote> {
        NSFetchRequest<ShelfNote>(entityName: "ShelfNote")
    }
    @CDManaged public var title: String?
    @CDManaged public var rank: Int64
}

/// A screen as Core Data apps write it: `@FetchRequest` in `NSSortDescriptor` or `SortDescriptor` order from the
/// environment's context, rows with list and glass modifiers.
struct ShelfNotesScreen: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "rank", ascending: true)]) var notes: FetchedResults<ShelfNote>
    @Namespace private var glass
    var body: some View {
        GlassEffectContainer {
            VStack {
                ForEach(notes, id: \.objectID) { note in
                    Text(note.title ?? "")
                        .listRowBackground(Color.clear)
                        .listRowInsets(EdgeInsets())
                        .textSelection(.enabled)
                        .sensoryFeedback(.impact(weight: .light), trigger: note.rank)
                        .glassEffect(.regular.tint(.blue), in: Capsule())
                        .glassEffectID(note.rank, in: glass)
                        .matchedGeometryEffect(id: note.rank, in: glass)
                }
            }
        }
        .navigationSubtitle("Notes")
        .interactiveDismissDisabled()
    }
}

/// Toolbar items built apart from the screen, as app screens write them.
struct NotesToolbarScreen: View {
    var canAdd: Bool
    @ToolbarContentBuilder var actions: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
        if canAdd {
            ToolbarItemGroup(placement: .bottomBar) { Text("3 notes") }
        }
    }
    var body: some View {
        Text("Notes").toolbar { actions }.toolbar { ToolbarItem { Text("Inline") } }
    }
}

/// A row holding its managed object as an observed object, as Core Data screens write it.
struct ShelfNoteRow: View {
    @ObservedObject var note: ShelfNote
    var body: some View { Text(note.title ?? "") }
}

struct ShelfNotesByTitle: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\ShelfNote.title, order: .reverse)]) var notes: FetchedResults<ShelfNote>
    var body: some View { VStack { ForEach(notes, id: \.objectID) { Text($0.title ?? "") } } }
}

@Suite struct SharedAppScreenTests {
    private func texts<V: View>(_ view: V) throws -> [String] {
        let rendered = CellPipeline().render(AnyView(view), named: "screen", in: WidgetCell(family: .systemLarge), output: .layout)
        return try #require(rendered.layout).texts.map(\.text.string)
    }

    static func context() throws -> NSManagedObjectContext {
        try fixtureContainer("Notes", entity: "ShelfNote", rows: #"[{"title": "Milk", "rank": 2}, {"title": "Bread", "rank": 1}, {"title": "Tea", "rank": 3}]"#).viewContext
    }

    @Test("@FetchRequest reads the environment's context in the request's order; Foundation sort descriptors sort too")
    func fetchRequest() throws {
        let context = try Self.context()
        #expect(try texts(ShelfNotesScreen().environment(\.managedObjectContext, context)) == ["Bread", "Milk", "Tea"])
        #expect(try texts(ShelfNotesByTitle().environment(\.managedObjectContext, context)) == ["Tea", "Milk", "Bread"])
    }

    @Test("Glass is drawn as a material in its shape behind the view; iOS 26 glass button styles draw as bordered ones")
    func glass() throws {
        let rendered = CellPipeline().render(AnyView(Text("Go").padding().glassEffect()), named: "glass", in: WidgetCell(family: .systemSmall), output: .layout)
        let layout = try #require(rendered.layout)
        #expect(layout.texts.map(\.text.string) == ["Go"])
        _ = Button("Save") {}.buttonStyle(.glassProminent)
        _ = Button("Cancel") {}.buttonStyle(.glass)
    }

    @Test("An unannotated Item.fetchRequest() is Xcode's typed one, as on iOS; the untyped one is still there by annotation")
    func generatedFetchRequestWins() throws {
        let context = try Self.context()
        let request = ShelfNote.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "rank", ascending: false)]
        #expect(try context.fetch(request).compactMap(\.title) == ["Tea", "Milk", "Bread"])
        let untyped: NSFetchRequest<NSFetchRequestResult> = ShelfNote.fetchRequest()
        #expect(try context.count(for: untyped) == 3)
        let coordinator = try #require(context.persistentStoreCoordinator)
        #expect(coordinator.persistentStore(for: URL(fileURLWithPath: "/store.sqlite")) != nil)
    }

    @Test("UIImage.init(data:) passes as a function; NSString draws an avatar's initials into an image context")
    func initialsAvatar() throws {
        let blank = Data([0, 1, 2])
        #expect(Optional(blank).flatMap(UIImage.init(data:)) == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 1)
        let initials = "AB" as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.red]
        let size = initials.size(withAttributes: attributes)
        initials.draw(at: CGPoint(x: (40 - size.width) / 2, y: (40 - size.height) / 2), withAttributes: attributes)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let png = try #require(image?.pngData())
        let raster = try RasterImage.decodePNG(png)
        var red = 0
        for y in 0..<raster.height { for x in 0..<raster.width where raster.color(atX: x, y: y).red > 0.5 && raster.color(atX: x, y: y).alpha > 0.5 { red += 1 } }
        #expect(red > 20, "the initials are drawn in red: \(red) pixels")
    }

    @Test("Toolbar content built with @ToolbarContentBuilder compiles and is not drawn, as toolbars are not in a widget")
    func toolbarContent() throws {
        #expect(try texts(NotesToolbarScreen(canAdd: true)) == ["Notes"])
        // The builder keeps each item, the conditional one only when its condition holds.
        #expect((NotesToolbarScreen(canAdd: true).actions as? ToolbarItems)?.items.count == 2)
        #expect((NotesToolbarScreen(canAdd: false).actions as? ToolbarItems)?.items.count == 1)
    }

    @Test("A managed object is an ObservableObject, as Core Data's overlay makes it: rows observe it")
    func observedManagedObject() throws {
        let context = try Self.context()
        let request = ShelfNote.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "rank", ascending: true)]
        let first = try #require(try context.fetch(request).first)
        #expect(try texts(ShelfNoteRow(note: first)) == ["Bread"])
        _ = first.objectWillChange
    }
}
