import Foundation
import Testing
import WidgetryCheck
import WidgetryGraphics

/// `gallery --compare` as a pull request sees it: the head gallery against the base revision's.
@Suite struct GalleryComparisonTests {
    @Test("Identical galleries: no cell changed, added or removed — by hash, and by pixels when hashes are absent")
    func identical() throws {
        let base = try GalleryFixtures.gallery([GreetingBefore.self, Steady.self], named: "base")
        let head = try GalleryFixtures.gallery([GreetingBefore.self, Steady.self], named: "head")
        #expect(head.manifest.entries.count == 12)
        let comparison = try GalleryComparison.compare(head.manifest, in: head.folder, with: base.folder)
        #expect(!comparison.hasChanges)
        #expect(comparison.unchangedCount == 12)
        #expect(comparison.summary().hasPrefix("0 of 12 cells changed, 0 added, 0 removed"))

        // Without hashes every image is decoded and compared pixel by pixel: still nothing changed.
        var unhashed = base.manifest
        for index in unhashed.entries.indices { unhashed.entries[index].pixelHash = "" }
        try unhashed.write(to: base.folder)
        let byPixels = try GalleryComparison.compare(head.manifest, in: head.folder, with: base.folder)
        #expect(!byPixels.hasChanges)
        #expect(!FileManager.default.fileExists(atPath: head.folder.appendingPathComponent("diffs").path))
    }

    @Test("A widget whose text changed: only its cells are marked changed, each with before, after and diff images")
    func changedText() throws {
        let base = try GalleryFixtures.gallery([GreetingBefore.self, Steady.self], named: "base")
        let head = try GalleryFixtures.gallery([GreetingAfter.self, Steady.self], named: "head")
        let comparison = try GalleryComparison.compare(head.manifest, in: head.folder, with: base.folder)
        // Greeting: 2 families × 2 sizes × 2 appearances; Steady's 4 cells are untouched.
        #expect(comparison.changed.count == 8)
        #expect(comparison.added.isEmpty && comparison.removed.isEmpty)
        #expect(comparison.unchangedCount == 4)
        #expect(comparison.changed.allSatisfy { $0.label.hasPrefix("Greeting · ") })
        for cell in comparison.changed {
            #expect((cell.differentPixels ?? 0) > 0)
            for file in [cell.before, cell.after, cell.diff] {
                let path = try #require(file)
                #expect(path.hasPrefix("diffs/images/greeting/"))
                #expect(FileManager.default.fileExists(atPath: head.folder.appendingPathComponent(path).path), "\(path) missing")
            }
            // The difference image has the cell's size and red where pixels changed.
            let diff = try RasterImage.decodePNG(Data(contentsOf: head.folder.appendingPathComponent(cell.diff!)))
            let after = try RasterImage.decodePNG(Data(contentsOf: head.folder.appendingPathComponent(cell.image)))
            #expect(diff.width == after.width && diff.height == after.height)
            #expect(stride(from: 0, to: diff.rgba.count, by: 4).contains { diff.rgba[$0] == 255 && diff.rgba[$0 + 1] == 0 && diff.rgba[$0 + 2] == 0 })
        }
        // What the pages and machines read.
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: head.folder.appendingPathComponent("comparison.json"))) as? [String: Any]
        #expect((saved?["cells"] as? [Any])?.count == 8)
        let matrix = try String(contentsOf: head.folder.appendingPathComponent("matrix.html"), encoding: .utf8)
        #expect(matrix.components(separatedBy: "<span class=\"badge changed\">changed</span>").count - 1 == 8)
        #expect(try String(contentsOf: head.folder.appendingPathComponent("index.html"), encoding: .utf8).contains("id=\"changedOnly\""))
        #expect(comparison.summary().hasPrefix("8 of 12 cells changed"))
    }

    @Test("Cells only in one gallery are added or removed; --diff-threshold lets a few pixels through")
    func addedRemovedAndThreshold() throws {
        let base = try GalleryFixtures.gallery([GreetingBefore.self], named: "base")
        let head = try GalleryFixtures.gallery([Steady.self], named: "head")
        let comparison = try GalleryComparison.compare(head.manifest, in: head.folder, with: base.folder)
        #expect(comparison.added.count == 4 && comparison.removed.count == 8 && comparison.changed.isEmpty)
        // The removed cells' images are copied in, so the page can show them without the base folder.
        for cell in comparison.removed {
            #expect(FileManager.default.fileExists(atPath: head.folder.appendingPathComponent(try #require(cell.before)).path))
        }

        let before = try GalleryFixtures.gallery([GreetingBefore.self], named: "before")
        let after = try GalleryFixtures.gallery([GreetingAfter.self], named: "after")
        let strict = try GalleryComparison.compare(after.manifest, in: after.folder, with: before.folder)
        let fewest = try #require(strict.changed.compactMap(\.differentPixels).min())
        let lenient = try GalleryComparison.compare(after.manifest, in: after.folder, with: before.folder, pixelThreshold: fewest)
        #expect(lenient.changed.count < strict.changed.count)
        #expect(lenient.changed.allSatisfy { ($0.differentPixels ?? 0) > fewest })
    }

    @Test("A missing or foreign base folder is an error naming it and the command that writes it")
    func missingBase() throws {
        let head = try GalleryFixtures.gallery([Steady.self], named: "head")
        let missing = GalleryFixtures.folder("missing")
        #expect { try GalleryComparison.compare(head.manifest, in: head.folder, with: missing) } throws: { error in
            let text = "\(error)"
            return text.contains(missing.path) && text.contains("widgetry gallery --output")
        }
        let empty = GalleryFixtures.folder("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect { try GalleryComparison.compare(head.manifest, in: head.folder, with: empty) } throws: { "\($0)".contains("has no gallery.json") }
        // The compared gallery is untouched.
        #expect(FileManager.default.fileExists(atPath: head.folder.appendingPathComponent("gallery.json").path))
        #expect(!FileManager.default.fileExists(atPath: head.folder.appendingPathComponent("comparison.json").path))
    }
}
