import Combine
import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetryFoundation

/// Objective-C-era and Core Foundation API of shared model code, UIKit's view classes, data sets and image
/// renderers, and Combine's `DispatchQueue` scheduler, written as for iOS.
@Suite struct FoundationInteropTests {
    @Test("Selectors are names; NSSelectorFromString round-trips")
    func selectors() {
        let selector: Selector = "refresh:"
        #expect(selector == Selector("refresh:"))
        #expect(NSStringFromSelector(NSSelectorFromString("reload")) == "reload")
    }

    @Test("UserDefaults value(forKey:) and setValue(_:forKey:) read and write the stored value")
    func userDefaultsKeyValueCoding() throws {
        let suite = "widgetry.tests.kvc.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.setValue(4, forKey: "done")
        #expect(defaults.value(forKey: "done") as? Int == 4)
        #expect(defaults.integer(forKey: "done") == 4)
        defaults.setValue(nil, forKey: "done")
        #expect(defaults.value(forKey: "done") == nil)
        defaults.removePersistentDomain(forName: suite)
    }

    @Test("Darwin notifications compile and deliver nothing")
    func darwinNotifications() {
        let name = CFNotificationName("example.changed" as CFString)
        #expect(name.rawValue == "example.changed")
        CFNotificationCenterPostNotification(CFNotificationCenterGetDarwinNotifyCenter(), name, nil, nil, true)
    }

    @Test("NSDataAsset reads a data set of the process's catalog (WIDGETRY_ASSETS); a missing set is nil")
    func dataAsset() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-dataset-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/Quotes.dataset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"data": [{"filename": "quotes.json", "idiom": "universal", "universal-type-identifier": "public.json"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(#"["Keep going."]"#.utf8).write(to: set.appendingPathComponent("quotes.json"))
        let catalog = AssetCatalog(directories: [folder])
        #expect(catalog.dataFile(named: "Quotes")?.lastPathComponent == "quotes.json")
        #expect(catalog.dataFile(named: "Missing") == nil)
        setenv("WIDGETRY_ASSETS", folder.path, 1)
        defer { unsetenv("WIDGETRY_ASSETS") }
        let asset = try #require(NSDataAsset(name: "Quotes"))
        #expect(try JSONDecoder().decode([String].self, from: asset.data) == ["Keep going."])
        #expect(asset.typeIdentifier == "public.json")
        #expect(NSDataAsset(name: "Missing") == nil)
    }

    @Test("UIGraphicsImageRenderer draws into an image of its size at the format's scale")
    func imageRenderer() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format).image { _ in }
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 2)
        #expect(image.imageRendererFormat.scale == 2)
        let png = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).pngData { _ in }
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("UIView subclasses keep their frame and subviews")
    func views() {
        final class Card: UIView {
            let title = UILabel()
            override init(frame: CGRect) { super.init(frame: frame); addSubview(title) }
            required init?(coder: NSCoder) { nil }
        }
        let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(card.subviews.count == 1)
        #expect(card.title.superview === card)
        #expect(card.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("receive(on: queue) delivers on that queue; DispatchQueue.main and debounce strides compile as on iOS")
    func dispatchQueueScheduler() async {
        let subject = PassthroughSubject<Int, Never>()
        let queue = DispatchQueue(label: "widgetry.tests.receive")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "receiver")
        let received: (value: Int, queue: String?) = await withCheckedContinuation { continuation in
            var token: AnyCancellable?
            token = subject
                .receive(on: queue)
                .sink { value in
                    continuation.resume(returning: (value, DispatchQueue.getSpecific(key: key)))
                    token?.cancel()
                }
            DispatchQueue.global().async { subject.send(7) }
        }
        #expect(received.value == 7)
        #expect(received.queue == "receiver")
        _ = subject.receive(on: DispatchQueue.main).debounce(for: .milliseconds(10), scheduler: DispatchQueue.main)
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(1).magnitude == 1_000_000_000)
    }
}
