import CPangoCairo
import Foundation

/// Which fonts and library versions drew a gallery, a report or a baseline: two runs with equal fingerprints
/// lay out and rasterise text identically; with different ones, widths and pixels may differ for that reason
/// alone. Written into `gallery.json`, JSON reports and baselines (docs/report-schema.md).
///
/// Font files are identified by a SHA-256 of their bytes, so a font rebuilt under the same name and version
/// differs too. Hashing the ~140 MB of the profile's fonts takes about half a second, once per process, and only
/// when something is written (``current``).
public struct RenderFingerprint: Sendable, Codable, Hashable {
    /// SHA-256 (first 16 hex digits) over everything below: equal digests, equal fingerprints.
    public var digest: String
    /// `pinned` (the profile's own fontconfig) or `system` (the machine's).
    public var fontconfig: RenderProfile.Mode
    /// The libraries that shape and draw text: `pango`, `harfbuzz`, `cairo`, `fontconfig`, `freetype` → version.
    public var libraries: [String: String]
    /// The rasterisation settings (``RenderProfile/fontOptionsDescription``).
    public var fontOptions: String
    /// The font folders, in the profile's order.
    public var fontFolders: [FontFolder]

    /// One folder of fonts.
    public struct FontFolder: Sendable, Codable, Hashable {
        /// The folder.
        public var path: String
        /// The Debian package that installs it, when it is one of the profile's.
        public var package: String?
        /// SHA-256 (first 16 hex digits) over the files' names and hashes; `missing` when the folder is absent.
        public var digest: String
        /// Each font file (relative path) → the first 16 hex digits of the SHA-256 of its bytes. Absent in
        /// baselines (``compact``), which keep only the folder's digest.
        public var files: [String: String]?
    }

    /// The fingerprint without per-file hashes: what a baseline keeps, so a committed baseline does not list
    /// hundreds of fonts. A mismatch is then named by folder (package) rather than by file.
    public var compact: RenderFingerprint {
        var copy = self
        copy.fontFolders = fontFolders.map { var folder = $0; folder.files = nil; return folder }
        return copy
    }

    /// This process's fingerprint: the profile's folders (or, under the system configuration, the same folders
    /// as found), the linked libraries' versions and the font options. Computed once.
    public static var current: RenderFingerprint { computedCurrent }

    private static let computedCurrent: RenderFingerprint = {
        RenderProfile.activate()
        return make(folders: RenderProfile.fontPackages.map { (URL(fileURLWithPath: $0.folder), $0.name) },
                    mode: RenderProfile.mode, libraries: linkedLibraries)
    }()

    /// A fingerprint of `folders` (each with its package name, if any) under `mode` and `libraries`.
    public static func make(folders: [(url: URL, package: String?)], mode: RenderProfile.Mode = RenderProfile.mode,
                            libraries: [String: String] = linkedLibraries, fontOptions: String = RenderProfile.fontOptionsDescription) -> RenderFingerprint {
        let fontFolders = folders.map { folder -> FontFolder in
            guard let files = fontFiles(in: folder.url) else {
                return FontFolder(path: folder.url.path, package: folder.package, digest: "missing", files: nil)
            }
            var hashes: [String: String] = [:]
            for file in files { hashes[file.relative] = hash(file: file.url) ?? "unreadable" }
            let listing = hashes.keys.sorted().map { "\($0)=\(hashes[$0]!)" }.joined(separator: "\n")
            return FontFolder(path: folder.url.path, package: folder.package, digest: hash(Data(listing.utf8)), files: hashes)
        }
        var fingerprint = RenderFingerprint(digest: "", fontconfig: mode, libraries: libraries, fontOptions: fontOptions, fontFolders: fontFolders)
        let summary = ["fontconfig=\(mode.rawValue)", "options=\(fontOptions)"]
            + libraries.keys.sorted().map { "\($0)=\(libraries[$0]!)" }
            + fontFolders.map { "\($0.path)=\($0.digest)" }
        fingerprint.digest = hash(Data(summary.joined(separator: "\n").utf8))
        return fingerprint
    }

    /// The versions of the libraries linked into this process, as each reports itself at run time.
    public static var linkedLibraries: [String: String] {
        let fc = Int(FcGetVersion())
        var freetype = "unknown"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        return [
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "cairo": String(cString: cairo_version_string()),
            "fontconfig": "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            "freetype": freetype,
        ]
    }

    /// What differs between this fingerprint and `other`, one sentence each (`here` is this one's side, `there`
    /// the other's); empty when the digests agree.
    public func differences(from other: RenderFingerprint, here: String = "here", there: String = "there") -> [String] {
        guard digest != other.digest else { return [] }
        var lines: [String] = []
        if fontconfig != other.fontconfig {
            lines.append("fontconfig configuration: \(fontconfig.rawValue) \(here), \(other.fontconfig.rawValue) \(there)")
        }
        if fontOptions != other.fontOptions { lines.append("font options: \(fontOptions) \(here), \(other.fontOptions) \(there)") }
        for name in Set(libraries.keys).union(other.libraries.keys).sorted() where libraries[name] != other.libraries[name] {
            lines.append("\(name) \(libraries[name] ?? "absent") \(here), \(other.libraries[name] ?? "absent") \(there)")
        }
        let theirs = Dictionary(other.fontFolders.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for folder in fontFolders {
            let name = folder.package.map { "\($0) (\(folder.path))" } ?? folder.path
            guard let their = theirs[folder.path] else { lines.append("fonts in \(name): used \(here), not \(there)"); continue }
            guard folder.digest != their.digest else { continue }
            if folder.digest == "missing" || their.digest == "missing" {
                lines.append("fonts in \(name): \(folder.digest == "missing" ? "missing" : "present") \(here), \(their.digest == "missing" ? "missing" : "present") \(there)")
                continue
            }
            guard let mine = folder.files, let others = their.files else {
                lines.append("fonts in \(name) differ (folder digest \(folder.digest) \(here), \(their.digest) \(there))")
                continue
            }
            var changes: [String] = []
            for file in Set(mine.keys).union(others.keys).sorted() where mine[file] != others[file] {
                switch (mine[file], others[file]) {
                case (_, nil): changes.append("\(file) only \(here)")
                case (nil, _): changes.append("\(file) only \(there)")
                default: changes.append("\(file) differs")
                }
            }
            let shown = changes.prefix(5).joined(separator: ", ") + (changes.count > 5 ? " and \(changes.count - 5) more" : "")
            lines.append("fonts in \(name): \(shown)")
        }
        let mine = Set(fontFolders.map(\.path))
        for folder in other.fontFolders where !mine.contains(folder.path) {
            lines.append("fonts in \(folder.package ?? folder.path): used \(there), not \(here)")
        }
        return lines
    }

    /// A warning for comparing work made under `other` with work made under this fingerprint, naming what
    /// differs; `nil` when they agree. `subject` says what is compared ("the base gallery", "the baseline");
    /// `here` names this fingerprint's side ("now": this run).
    public func mismatchWarning(comparedWith other: RenderFingerprint?, subject: String, here: String = "now") -> String? {
        guard let other else {
            return "warning: \(subject) has no render fingerprint (written by an older Widgetry): text widths and pixels "
                + "may differ because of other fonts or library versions; write it again with this Widgetry"
        }
        let lines = differences(from: other, here: here, there: "in \(subject)")
        guard !lines.isEmpty else { return nil }
        return "warning: \(subject) was made with other fonts or libraries (render fingerprint \(other.digest), \(digest) \(here)), "
            + "so text widths and pixels may differ for that reason alone: " + lines.joined(separator: "; ")
            + ". Make both on the same machine image (scripts/install-dependencies.sh) to compare like with like."
    }

    // MARK: - Files and hashing

    private static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "pfb", "pcf", "woff", "woff2"]

    /// The font files under `folder` (recursively), sorted by relative path; `nil` when the folder is absent.
    static func fontFiles(in folder: URL) -> [(relative: String, url: URL)]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(String, URL)] = []
        while let relative = enumerator.nextObject() as? String {
            guard fontExtensions.contains((relative as NSString).pathExtension.lowercased()) else { continue }
            files.append((relative, URL(fileURLWithPath: root).appendingPathComponent(relative)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The first 16 hex digits of the SHA-256 of a file's bytes (GLib's GChecksum), read memory-mapped.
    static func hash(file: URL) -> String? {
        guard let data = try? Data(contentsOf: file, options: .alwaysMapped) else { return nil }
        return hash(data)
    }

    static func hash(_ data: Data) -> String {
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return "unhashed" }
        defer { g_checksum_free(checksum) }
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: guchar.self) else { return }
            g_checksum_update(checksum, base, gssize(bytes.count))
        }
        return String(String(cString: g_checksum_get_string(checksum)).prefix(16))
    }
}
