import Foundation
import Testing
import WidgetryCheck
import WidgetryGraphics

/// The render fingerprint travels in `gallery.json`, JSON reports and baselines, and comparisons across
/// fingerprints warn with the difference named.
@Suite struct RenderProfileGalleryTests {
    @Test("gallery.json and its report carry this process's fingerprint; comparing with a gallery drawn by another Pango warns and names it")
    func galleryComparisonWarns() throws {
        let base = try GalleryFixtures.gallery([GreetingBefore.self], named: "profile-base")
        let head = try GalleryFixtures.gallery([GreetingBefore.self], named: "profile-head")
        #expect(head.manifest.renderProfile == RenderFingerprint.current)
        #expect(head.manifest.report.renderProfile == RenderFingerprint.current)
        // The written file holds it too (read back as a reader would).
        let read = try GalleryManifest.read(from: head.folder, fix: "")
        #expect(read.renderProfile?.digest == RenderFingerprint.current.digest)

        // Same machine: no warning.
        #expect(try GalleryComparison.compare(head.manifest, in: head.folder, with: base.folder).renderProfileWarning == nil)

        // The base as another machine image would have drawn it: another Pango.
        var other = base.manifest
        var fingerprint = RenderFingerprint.current
        fingerprint.libraries["pango"] = "1.54.0"
        other.renderProfile = RenderFingerprint.make(folders: fingerprint.fontFolders.map { (URL(fileURLWithPath: $0.path), $0.package) },
                                                     libraries: fingerprint.libraries)
        try other.write(to: base.folder)
        let comparison = try GalleryComparison.compare(head.manifest, in: head.folder, with: base.folder)
        let warning = try #require(comparison.renderProfileWarning)
        #expect(warning.contains("pango \(RenderFingerprint.current.libraries["pango"]!) now, 1.54.0 in the base gallery"))
    }

    @Test("A baseline keeps the fingerprint without per-file hashes")
    func baselineCompact() throws {
        let report = CheckReport(results: []).stampedWithRenderProfile()
        let baseline = Baseline(accepting: report)
        #expect(baseline.renderProfile?.digest == RenderFingerprint.current.digest)
        #expect(baseline.renderProfile?.fontFolders.allSatisfy { $0.files == nil } == true)
        let json = String(decoding: try baseline.json(), as: UTF8.self)
        #expect(json.contains("\"renderProfile\""))
        #expect(!json.contains("Inter-Regular.otf"))
    }
}
