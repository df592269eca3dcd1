import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// App code shared with widgets: a counting number as an animatable modifier, a layout that reads the size class,
/// a settings file read through a coordinator.
struct CountingNumber: AnimatableModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View {
        content.overlay(Text("\(Int(value))"))
    }
}

struct AdaptiveRow: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.deviceProfile) private var device
    var body: some View {
        Text(sizeClass == .regular ? "wide" : sizeClass == .compact ? "narrow" : "unknown \(device?.name ?? "none")")
    }
}

final class SettingsFile: NSObject, NSFilePresenter {
    let presentedItemURL: URL?
    let presentedItemOperationQueue = OperationQueue()
    init(url: URL) { presentedItemURL = url }
}

@Suite struct SharedAppCodeTests {
    @Test("An AnimatableModifier draws its value as it is (one instant, no interpolation)")
    func animatableModifier() throws {
        let rendered = CellPipeline().render(AnyView(Color.clear.modifier(CountingNumber(value: 42))), named: "count",
                                             in: WidgetCell(family: .systemSmall), output: .layout)
        #expect(try #require(rendered.layout).texts.map(\.text.string) == ["42"])
        var pair = AnimatablePair(1.0, 2.0)
        pair.scale(by: 2)
        #expect(pair.first == 2 && pair.second == 4 && pair.magnitudeSquared == 20)
    }

    @Test("The size class follows the device: compact on an iPhone, regular on an iPad, overridable")
    func sizeClass() throws {
        func text(_ device: String, _ view: some View = AdaptiveRow()) throws -> String {
            let cell = WidgetCell(family: .systemSmall, device: DeviceCatalog.device(named: device)!)
            return try #require(CellPipeline().render(AnyView(view), named: "row", in: cell, output: .layout).layout).texts[0].text.string
        }
        let phone = try text("iPhone 16")
        #expect(phone == "narrow")
        #expect(try text("iPad Pro 12.9-inch") == "wide")
        #expect(try text("iPhone 16", AdaptiveRow().environment(\.horizontalSizeClass, .regular)) == "wide")
    }

    @Test("A coordinated read and write run at once on the file; presenters register without callbacks")
    func fileCoordinator() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-settings-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let presenter = SettingsFile(url: url)
        NSFileCoordinator.addFilePresenter(presenter)
        var error: NSError?
        NSFileCoordinator(filePresenter: presenter).coordinate(writingItemAt: url, options: .forReplacing, error: &error) { target in
            try? Data("{}".utf8).write(to: target)
        }
        var read: Data?
        NSFileCoordinator(filePresenter: presenter).coordinate(readingItemAt: url, error: &error) { read = try? Data(contentsOf: $0) }
        #expect(read == Data("{}".utf8) && error == nil)
        NSFileCoordinator.removeFilePresenter(presenter)
    }

    @Test("A read-modify-write coordinated without a presenter, as a widget appends an event to a shared file")
    func readModifyWrite() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-events-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("[1]".utf8).write(to: url)
        let coordinator = NSFileCoordinator()
        var error: NSError?
        coordinator.coordinate(readingItemAt: url, options: [], writingItemAt: url, options: .forReplacing, error: &error) { readURL, writeURL in
            var events = (try? JSONDecoder().decode([Int].self, from: Data(contentsOf: readURL))) ?? []
            events.append(2)
            try? JSONEncoder().encode(events).write(to: writeURL)
        }
        #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: url)) == [1, 2] && error == nil)
    }
}
