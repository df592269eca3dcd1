import Foundation
import Testing
import WidgetryGraphics

@Suite("Render profile: a private fontconfig and a fingerprint of fonts and libraries")
struct RenderFingerprintTests {
    /// A folder holding a copy of Inter Regular, the stand-in for SF Pro (fonts-inter).
    private func folderWithInter() throws -> URL {
        let folder = try makeTemporaryDirectory()
        let source = URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("Inter-Regular.otf"))
        return folder
    }

    @Test("Fonts come only from the profile's package folders, so the families are the same on every machine")
    func pinnedConfiguration() {
        #expect(RenderProfile.mode == .pinned)
        // DejaVu Sans is in fonts-dejavu-core, one of the profile's folders; a family from any other folder
        // (/usr/local/share/fonts, ~/.fonts) is not visible. Every family listed comes from a profile font.
        #expect(FontLibrary.isFamilyAvailable("DejaVu Sans Mono"))
        let profileFiles = RenderProfile.fontPackages.compactMap { try? FileManager.default.subpathsOfDirectory(atPath: $0.folder) }.joined()
        #expect(profileFiles.contains { $0.hasPrefix("Inter-") })
        #expect(RenderFingerprint.current.fontconfig == .pinned)
        #expect(RenderFingerprint.current.fontOptions == RenderProfile.fontOptionsDescription)
    }

    @Test("The fingerprint is the same when computed again (no time, order or path noise)")
    func stable() throws {
        let folder = try folderWithInter()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = RenderFingerprint.make(folders: [(folder, "fonts-test")])
        let second = RenderFingerprint.make(folders: [(folder, "fonts-test")])
        #expect(first == second)
        #expect(first.differences(from: second).isEmpty)
        // The process's own fingerprint, computed once, equals a fresh computation over the same folders.
        let fresh = RenderFingerprint.make(folders: RenderProfile.fontPackages.map { (URL(fileURLWithPath: $0.folder), $0.name) })
        #expect(fresh == RenderFingerprint.current)
        // A SHA-256 cut to 16 hex digits.
        #expect(first.digest.count == 16 && first.digest.allSatisfy(\.isHexDigit))
    }

    @Test("A font file that differs by one byte changes the fingerprint, and the warning names the file")
    func changedFont() throws {
        let folder = try folderWithInter()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = RenderFingerprint.make(folders: [(folder, "fonts-test")])
        let file = folder.appendingPathComponent("Inter-Regular.otf")
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: file)
        let after = RenderFingerprint.make(folders: [(folder, "fonts-test")])
        #expect(before.digest != after.digest)
        let warning = try #require(after.mismatchWarning(comparedWith: before, subject: "the base gallery"))
        #expect(warning.contains("Inter-Regular.otf differs"))
        #expect(warning.contains("fonts-test"))
        // A baseline keeps only folder digests: the warning then names the package.
        let compact = try #require(after.mismatchWarning(comparedWith: before.compact, subject: "the baseline"))
        #expect(compact.contains("fonts in fonts-test (\(folder.path)) differ"))
    }

    @Test("A font only one side has, and a library of another version, are named")
    func addedFontAndLibrary() throws {
        let folder = try folderWithInter()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = RenderFingerprint.make(folders: [(folder, nil)], libraries: ["pango": "1.50.12", "harfbuzz": "6.0.0"])
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Bold.otf"),
                                         to: folder.appendingPathComponent("Inter-Bold.otf"))
        let now = RenderFingerprint.make(folders: [(folder, nil)], libraries: ["pango": "1.54.0", "harfbuzz": "6.0.0"])
        let lines = now.differences(from: base, here: "now", there: "in the baseline")
        #expect(lines.contains("pango 1.54.0 now, 1.50.12 in the baseline"))
        #expect(lines.contains { $0.contains("Inter-Bold.otf only now") })
        #expect(!lines.contains { $0.hasPrefix("harfbuzz") })
    }

    @Test("Work from before fingerprints existed is warned about, not silently compared")
    func missingFingerprint() {
        let warning = RenderFingerprint.current.mismatchWarning(comparedWith: nil, subject: "the base gallery")
        #expect(warning?.contains("no render fingerprint") == true)
        #expect(RenderFingerprint.current.mismatchWarning(comparedWith: .current, subject: "the base gallery") == nil)
    }

    @Test("The linked libraries report their versions")
    func libraries() {
        let libraries = RenderFingerprint.linkedLibraries
        for name in ["pango", "harfbuzz", "cairo", "fontconfig", "freetype"] {
            // "1.50.12": dotted numbers, as each library reports itself.
            #expect(libraries[name]?.split(separator: ".").count == 3, "\(name): \(libraries[name] ?? "absent")")
        }
    }
}
