import Foundation
import Testing
import WidgetryCheck
import WidgetryGraphics
import WidgetryPipeline
import WidgetryReference
import WidgetrySamples

/// `gallery.json`: what it records, and how it reads files from other versions.
@Suite struct GalleryManifestTests {
    @Test("Each entry's pixel hash is the hash of its PNG as decoded, and its identity is its image path")
    func hashesMatchTheFiles() throws {
        let gallery = try GalleryFixtures.gallery([GreetingBefore.self, Steady.self], named: "hash")
        let read = try GalleryManifest.read(from: gallery.folder, fix: "")
        #expect(read.entries == gallery.manifest.entries)
        #expect(read.schemaVersion == GalleryManifest.currentSchemaVersion && read.shard == nil && read.scale == 2)
        for entry in read.entries {
            let decoded = try RasterImage.decodePNG(Data(contentsOf: gallery.folder.appendingPathComponent(entry.image)))
            #expect(PixelHash.of(decoded) == entry.pixelHash, "\(entry.image)")
            #expect(entry.pixelHash.hasPrefix("fnv1a64:") && entry.pixelHash.count == 24)
            #expect(decoded.width == Int(entry.width * 2))
        }
        #expect(Set(read.entries.map(\.image)).count == read.entries.count)
        #expect(read.entries.map(\.position) == Array(0..<read.entries.count))
        let first = try #require(read.entries.first)
        #expect(first.cell["widget"] == "Greeting" && first.cell["family"] == "systemSmall" && first.cell["sizeCategory"] == "large")
        // The same picture, the same hash; a different one, another.
        #expect(Set(read.entries.filter { $0.widget == "Steady" }.map(\.pixelHash)).count > 1)
    }

    @Test("Fields and coordinates it does not know are read without complaint; a newer version is refused by number")
    func otherVersions() throws {
        let folder = GalleryFixtures.folder("versions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(_ json: String) throws { try Data(json.utf8).write(to: folder.appendingPathComponent("gallery.json")) }
        let report = #"{"schemaVersion": 1, "cellCount": 1, "problems": [], "failures": [], "checkedFamilies": []}"#
        try write(#"""
        {"schemaVersion": 1, "scale": 2, "imageErrors": [], "report": \#(report), "generator": "a later Widgetry",
         "entries": [{"image": "images/a/systemSmall/iphone-16/large-light-de.png", "position": 0, "width": 170, "height": 170,
                      "pixelHash": "fnv1a64:0000000000000001", "findings": [], "tapTargets": [], "thumbnail": "t.png",
                      "cell": {"widget": "A", "family": "systemSmall", "device": "iPhone 16", "sizeCategory": "large",
                               "appearance": "light", "context": "tinted", "locale": "de"}}]}
        """#)
        let manifest = try GalleryManifest.read(from: folder, fix: "")
        let entry = try #require(manifest.entries.first)
        #expect(entry.cell["locale"] == "de")
        #expect(entry.label == "A · systemSmall · iPhone 16 · large · light · tinted · de")

        try write(#"{"schemaVersion": 2, "entries": "a shape this version cannot read"}"#)
        #expect { try GalleryManifest.read(from: folder, fix: "") } throws: { "\($0)".contains("schema version 2, newer than this Widgetry reads (1)") }
        try write("not json")
        #expect { try GalleryManifest.read(from: folder, fix: "run it") } throws: { "\($0)".contains("is not a gallery manifest") && "\($0)".hasSuffix("; run it") }
    }
}

/// iPad widgets: laid out on the HIG's canvas size, shown in the gallery at the smaller device size.
@Suite struct IPadGalleryTests {
    @Test("An iPad cell's image, outlines and size are the device size; an iPhone's are the layout size")
    func scaledToDeviceSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-ipad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let widgets = SampleWidgets.catalog.widgets.filter { $0.name == "DailyQuote" }
        let iPad = try #require(DeviceCatalog.device(named: "iPad Pro 12.9-inch (6th generation)"))
        let matrix = CheckMatrix(widgets: widgets, families: [.systemSmall], devices: [iPad, DeviceCatalog.defaultDevice], sizes: [.large],
                                 appearances: [.light], contexts: [.homeScreen])
        let results = MatrixRunner(output: .drawing).run(matrix)
        let manifest = try GalleryWriter().writeGallery(results, report: CheckReport(results: results), to: folder)
        let canvas = try #require(iPad.size(for: .systemSmall)), shown = try #require(iPad.displayedSize(for: .systemSmall))
        // HIG, 1024×1366 iPad: small widget canvas 170 pt, device 160 pt (Reference/widget-sizes.json).
        #expect(shown.width < canvas.width)
        let iPadEntry = try #require(manifest.entries.first { $0.cell["device"] == iPad.name })
        #expect(iPadEntry.width == Double(shown.width) && iPadEntry.height == Double(shown.height))
        let phoneEntry = try #require(manifest.entries.first { $0.cell["device"] == DeviceCatalog.defaultDevice.name })
        #expect(phoneEntry.width == Double(DeviceCatalog.defaultDevice.size(for: .systemSmall)!.width))
    }
}

/// Live Activities in the gallery: each presentation is an image of its own.
@Suite struct LiveActivityGalleryTests {
    @Test("Every Live Activity presentation of the sample gets its own image, none lost to a shared path")
    func presentationsHaveTheirOwnImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-la-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let matrix = CheckMatrix(widgets: [], devices: [DeviceCatalog.defaultDevice], sizes: [.large], appearances: [.dark],
                                 contexts: [.homeScreen])
        let results = MatrixRunner(output: .drawing).run(previews: SampleWidgets.previews, matrix: matrix)
            .filter { $0.key.familyName.hasPrefix("liveActivity.") }
        #expect(!results.isEmpty)
        let manifest = try GalleryWriter().writeGallery(results, report: CheckReport(results: results), to: folder)
        #expect(manifest.imageErrors.isEmpty, "\(manifest.imageErrors)")
        #expect(manifest.entries.count == results.filter { $0.displayList != nil }.count)
        // The five presentations: Lock Screen, compact leading and trailing, minimal, expanded.
        #expect(Set(manifest.entries.compactMap { $0.cell["family"] }).count == 5)
    }
}
