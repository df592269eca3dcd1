import Foundation
import Testing
import WidgetryCheck
import WidgetryKit
import WidgetryPipeline

/// `merge --gallery`: shards' galleries into the gallery of one run, and the errors that stop a wrong merge.
@Suite struct GalleryMergerTests {
    /// The gallery of shard `index` of `count` of `matrix`, written as `gallery --shard` writes it.
    private func shard(_ index: Int, of count: Int, _ matrix: CheckMatrix) throws -> URL {
        var sharded = matrix
        sharded.shard = (index, count)
        let results = MatrixRunner(output: .drawing).run(sharded)
        let folder = GalleryFixtures.folder("shard-\(index)")
        try GalleryWriter().writeGallery(results, report: CheckReport(results: results), to: folder,
                                         positions: GalleryWriter.positions(of: results, in: sharded),
                                         shard: GalleryManifest.Shard(index: index, count: count))
        return folder
    }

    @Test("Three shards merged equal one run: the same gallery.json bytes and the same image files")
    func shardsEqualOneRun() throws {
        let matrix = GalleryFixtures.matrix([GreetingBefore.self, Steady.self])
        let single = GalleryFixtures.folder("single")
        let results = MatrixRunner(output: .drawing).run(matrix)
        try GalleryWriter().writeGallery(results, report: CheckReport(results: results), to: single,
                                         positions: GalleryWriter.positions(of: results, in: matrix))
        let shards = try (1...3).map { try shard($0, of: 3, matrix) }
        // Listed out of order: the merge orders by the whole run's positions, not by its arguments.
        let merged = GalleryFixtures.folder("merged")
        try GalleryMerger.merge([shards[2], shards[0], shards[1]], into: merged)

        let mergedJSON = try Data(contentsOf: merged.appendingPathComponent("gallery.json"))
        #expect(mergedJSON == (try Data(contentsOf: single.appendingPathComponent("gallery.json"))))
        let mergedImages = try GalleryFixtures.images(in: merged), singleImages = try GalleryFixtures.images(in: single)
        #expect(mergedImages.count == 12)
        #expect(mergedImages == singleImages)
        #expect(try String(contentsOf: merged.appendingPathComponent("matrix.html"), encoding: .utf8)
                == String(contentsOf: single.appendingPathComponent("matrix.html"), encoding: .utf8))
    }

    @Test("Missing, repeated or foreign shards, clashing images and other schema versions are refused by name")
    func refusals() throws {
        let matrix = GalleryFixtures.matrix([Steady.self])
        let one = try shard(1, of: 2, matrix), two = try shard(2, of: 2, matrix)
        let output = GalleryFixtures.folder("out")
        #expect { try GalleryMerger.merge([one], into: output) } throws: { "\($0)".contains("shard 2/2 missing") }
        #expect { try GalleryMerger.merge([one, one, two], into: output) } throws: { "\($0)".contains("shard 1/2 is given more than once") }
        #expect { try GalleryMerger.merge([one, GalleryFixtures.folder("nowhere")], into: output) } throws: { "\($0)".contains("gallery --shard i/n") }
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written when a merge is refused")

        // Two whole galleries of the same widget hold the same images.
        let first = try GalleryFixtures.gallery([Steady.self], named: "first"), second = try GalleryFixtures.gallery([Steady.self], named: "second")
        #expect { try GalleryMerger.merge([first.folder, second.folder], into: output) } throws: { error in
            "\(error)".contains("both have 'images/steady/systemSmall/")
        }
        // Galleries of different widgets merge, in the order given.
        let greeting = try GalleryFixtures.gallery([GreetingBefore.self], named: "greeting")
        let combined = try GalleryMerger.merge([first.folder, greeting.folder], into: output)
        #expect(combined.entries.map(\.widget) == Array(repeating: "Steady", count: 4) + Array(repeating: "Greeting", count: 8))

        var older = first.manifest
        older.schemaVersion = 0
        #expect { try GalleryMerger.manifest(merging: [older, greeting.manifest], from: [first.folder, greeting.folder]) } throws: { error in
            "\(error)".contains("schema versions differ") && "\(error)".contains("has 0")
        }
    }
}
