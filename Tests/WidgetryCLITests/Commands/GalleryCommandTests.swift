import ArgumentParser
import Foundation
import Testing
import WidgetryCheck
import WidgetrySamples
@testable import WidgetryCLI

/// `gallery --shard`, `merge --gallery` and `gallery --compare` as CI runs them, over the sample catalog.
@Suite(.serialized) struct GalleryCommandTests {
    init() {
        CommandCatalog.current = SampleWidgets.catalog
        CommandCatalog.today = SampleWidgets.todayWidgets
    }

    /// A small slice of every sample (previews included): one device, two text sizes, light, the Home Screen.
    private let slice = ["--device", "iPhone 16", "--size-category", "large", "--size-category", "accessibility3",
                         "--appearance", "light", "--context", "homeScreen"]

    private func folder(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-cli-gallery-\(name)-\(UUID().uuidString)").path
    }

    /// Every file under `folder/images`, relative path to bytes.
    private func images(in folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder + "/images"
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: root + "/" + path) { files[path] = data }
        }
        return files
    }

    @Test("gallery --shard 1/3, 2/3, 3/3 merged with merge --gallery equal the single run's gallery")
    func shardsMergeToOneRun() throws {
        let single = folder("single")
        try GalleryCommand.parse(slice + ["--output", single]).run()
        var shards: [String] = []
        for index in 1...3 {
            let shard = folder("shard-\(index)")
            try GalleryCommand.parse(slice + ["--shard", "\(index)/3", "--output", shard]).run()
            shards.append(shard)
        }
        let merged = folder("merged")
        try MergeCommand.parse(["--gallery", merged] + shards).run()

        // The report's notes are what facades tell about the process (CoreBluetooth's state, MapKit's answers): other
        // suites running beside this one in the same test process add to them between the four runs, so they are left
        // out of the comparison; everything else must be byte-for-byte the same once re-encoded.
        func manifestWithoutProcessNotes(_ folder: String) throws -> Data {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/gallery.json"))) as? [String: Any])
            var report = try #require(object["report"] as? [String: Any])
            report["notes"] = nil
            object["report"] = report
            return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        }
        let singleManifest = try manifestWithoutProcessNotes(single)
        #expect(try manifestWithoutProcessNotes(merged) == singleManifest)
        let singleImages = images(in: single)
        #expect(singleImages.count > 20)
        #expect(images(in: merged) == singleImages)
        // Each shard holds about a third and the shards do not overlap.
        let perShard = shards.map { images(in: $0).count }
        #expect(perShard.reduce(0, +) == singleImages.count)
        #expect(perShard.allSatisfy { $0 > 0 })
        for page in ["index.html", "matrix.html"] {
            #expect(FileManager.default.fileExists(atPath: merged + "/" + page))
        }
        // A shard left out is named.
        #expect { try MergeCommand.parse(["--gallery", folder("partial"), shards[0], shards[2]]).run() } throws: { error in
            MergeCommand.message(for: error).contains("shard 2/3 missing")
        }
    }

    @Test("gallery --compare with a missing folder fails with the folder and the fix, and keeps the gallery it wrote")
    func missingCompareFolder() throws {
        let output = folder("head"), missing = folder("base-that-is-not-there")
        let command = try GalleryCommand.parse(slice + ["--widget", "DailyQuote", "--output", output, "--compare", missing])
        #expect { try command.run() } throws: { error in
            let message = GalleryCommand.message(for: error)
            return message.contains(missing) && message.contains("run `widgetry gallery --output \(missing)` on the base revision first")
        }
        for file in ["gallery.json", "index.html", "matrix.html"] {
            #expect(FileManager.default.fileExists(atPath: output + "/" + file), "\(file) was not kept")
        }
        #expect(!images(in: output).isEmpty)
    }

    @Test("--fail-on-change exits 0 when nothing changed and 1 when cells were added; merge --gallery compares too")
    func failOnChange() throws {
        let base = folder("base")
        try GalleryCommand.parse(slice + ["--widget", "DailyQuote", "--output", base]).run()
        let same = folder("same")
        try GalleryCommand.parse(slice + ["--widget", "DailyQuote", "--output", same, "--compare", base, "--fail-on-change"]).run()
        let unchanged = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: same + "/comparison.json"))) as? [String: Any]
        #expect((unchanged?["cells"] as? [Any])?.isEmpty == true)

        let more = folder("more")
        #expect(throws: ExitCode(1)) {
            try GalleryCommand.parse(slice + ["--widget", "DailyQuote", "--size-category", "accessibility5", "--output", more,
                                              "--compare", base, "--fail-on-change"]).run()
        }
        let added = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: more + "/comparison.json"))) as? [String: Any]
        let cells = added?["cells"] as? [[String: Any]] ?? []
        #expect(!cells.isEmpty && cells.allSatisfy { $0["status"] as? String == "added" })
        // Without --fail-on-change the same comparison exits 0.
        try GalleryCommand.parse(slice + ["--widget", "DailyQuote", "--size-category", "accessibility5", "--output", more, "--compare", base]).run()
        // The merged gallery of a CI run is compared the same way.
        #expect(throws: ExitCode(1)) { try MergeCommand.parse(["--gallery", folder("merged"), more, "--compare", base, "--fail-on-change"]).run() }

        #expect { try GalleryCommand.parse(["--output", more, "--fail-on-change"]) } throws: { GalleryCommand.message(for: $0).contains("--compare") }
        #expect { try MergeCommand.parse(["--gallery", more, base, "--junit", "x.xml"]) } throws: { MergeCommand.message(for: $0).contains("separate") }
    }
}
