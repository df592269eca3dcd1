import CPangoCairo
import Foundation
import Synchronization

/// The fonts Widgetry can use: those installed on the system plus folders added at run time.
public enum FontLibrary {
    /// Bumped whenever fonts are added, so per-thread Pango engines rebuild their font maps and the
    /// measurement cache stops returning results computed with the old fonts.
    static let generation = Atomic<Int>(0)

    private struct FamilyCache {
        var generation = -1
        var families: Set<String> = []
        var lowercased: Set<String> = []
    }

    private static let familyCache = Mutex(FamilyCache())
    /// fontconfig's configuration is process-wide; adding folders from two threads at once is serialised.
    private static let addLock = Mutex(())

    /// Families that fontconfig always resolves through its aliases, even though no font has that name.
    private static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "system-ui", "cursive", "fantasy"]

    /// Makes every font in `url` (searched recursively) available to text measured or drawn afterwards,
    /// including on threads that already measured text.
    ///
    /// - Throws: ``FontLibraryError`` naming the path when it is not a readable folder.
    public static func addFontDirectory(_ url: URL) throws {
        let path = url.standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FontLibraryError.directoryNotFound(path: path)
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw FontLibraryError.directoryRejected(path: path)
        }
        RenderProfile.activate()
        try addLock.withLock { _ in
            guard FcConfigAppFontAddDir(nil, path) != 0 else {
                throw FontLibraryError.directoryRejected(path: path)
            }
            generation.add(1, ordering: .sequentiallyConsistent)
        }
    }

    /// Makes the font file at `url` available to text measured or drawn afterwards, as a font the app registers itself
    /// (Core Text's `CTFontManagerRegisterFontsForURL`).
    ///
    /// - Throws: ``FontLibraryError`` naming the path when it is not a readable font file.
    public static func addFontFile(_ url: URL) throws {
        let path = url.standardizedFileURL.path
        guard FileManager.default.isReadableFile(atPath: path) else { throw FontLibraryError.fileNotFound(path: path) }
        RenderProfile.activate()
        try addLock.withLock { _ in
            guard FcConfigAppFontAddFile(nil, path) != 0 else { throw FontLibraryError.fileRejected(path: path) }
            generation.add(1, ordering: .sequentiallyConsistent)
        }
    }

    /// Whether `family` is installed (case-insensitive, as fontconfig matches), or is a generic family.
    public static func isFamilyAvailable(_ family: String) -> Bool {
        let key = family.lowercased()
        if genericFamilies.contains(key) { return true }
        return currentFamilies().lowercased.contains(key)
    }

    /// Every installed family name, including localized names fontconfig reports.
    public static var availableFamilies: Set<String> {
        currentFamilies().families
    }

    /// The PostScript names of the faces of `family` (`["Marianne-Regular", "Marianne-Bold"]`), sorted; empty when no
    /// installed or added font is of that family. fontconfig matches the family name case-insensitively.
    public static func fontNames(inFamily family: String) -> [String] {
        RenderProfile.activate()
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard FcPatternAddString(pattern, "family", family) != 0, let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, "postscriptname")
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var names: Set<String> = []
        for index in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            if let font = set.pointee.fonts[index], FcPatternGetString(font, "postscriptname", 0, &value) == FcResultMatch, let value {
                names.insert(String(cString: value))
            }
        }
        return names.sorted()
    }

    private static func currentFamilies() -> FamilyCache {
        let current = generation.load(ordering: .sequentiallyConsistent)
        if let cached = familyCache.withLock({ $0.generation == current ? $0 : nil }) { return cached }
        let families = listFamilies()
        let fresh = FamilyCache(generation: current, families: families, lowercased: Set(families.map { $0.lowercased() }))
        familyCache.withLock { $0 = fresh }
        return fresh
    }

    /// Asks fontconfig directly, so listing needs no Pango font map (those are per thread).
    private static func listFamilies() -> Set<String> {
        RenderProfile.activate()
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, "family")
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var names: Set<String> = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, "family", n, &value) == FcResultMatch, let value {
                names.insert(String(cString: value))
                n += 1
            }
        }
        return names
    }
}
