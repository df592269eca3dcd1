import CPangoCairo
import Foundation

/// One thread's Pango font map, context and reusable layout.
///
/// Pango font maps are not thread-safe (sharing one aborts inside HarfBuzz), so every thread gets its own,
/// kept in thread-local storage and released by the key's destructor when the thread exits. Instances must
/// never leave the thread that created them; ``withCurrent(_:)`` makes that the only way to reach one.
final class PangoEngine {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let layout: PangoLayoutHandle
    /// The ``FontLibrary/generation`` the font map was built for; a newer one means fonts were added.
    let generation: Int

    private init(generation: Int) {
        self.generation = generation
        // The private fontconfig configuration is installed before the first font map reads the current one.
        RenderProfile.activate()
        fontMap = pango_cairo_font_map_new()
        // Pango assumes 96 dpi; at 72, "Inter 17" is 17 points, matching UIKit's point sizes.
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        RenderProfile.applyFontOptions(to: context)
        layout = PangoLayoutHandle(context: context)
    }

    deinit {
        layout.release()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Runs `body` with this thread's engine, creating or rebuilding it when fonts have been added.
    static func withCurrent<Result>(_ body: (PangoEngine) throws -> Result) rethrows -> Result {
        try body(current())
    }

    /// The fonts (family, weight, style, size) this thread's engine has laid text out in.
    private var usedFonts: Set<FontUse> = []

    /// One font as first use sees it: what makes Pango, Cairo and FreeType load a face and a size.
    private struct FontUse: Hashable {
        var family: String
        var weight: Int
        var italic: Bool
        /// The size in hundredths of a point.
        var size: Int

        init(_ font: FontSpec) {
            family = font.family.lowercased(); weight = font.sanitizedWeight; italic = font.italic
            size = Int((font.sanitizedSize * 100).rounded())
        }
    }

    /// Serialises every thread's first use of a font, and every use of the heaviest faces. Each thread has its own
    /// font map, but the faces under them are FreeType's, loaded and shared through process-wide caches (Cairo's
    /// font-face map, fontconfig). `widgetry check --display-setting boldText --display-setting standard` over the
    /// samples crashed inside Cairo, FreeType or the allocator in 2 of 12 runs with no lock, 2 of 12 with first
    /// uses alone serialised, and 0 of 12 with the weights above ``heaviestParallelWeight`` serialised as well.
    /// Uses of regular weights a thread already used run in parallel.
    private static let firstUse = NSLock()

    /// The heaviest weight laid out on several threads at once. The stand-in's Extra Bold and Black faces (800, 900)
    /// crashed inside Cairo and FreeType when used on several threads even after their first use (2 of 12 runs of
    /// a check with Bold Text; 0 of 12 with weights capped at 700), so every use of them is serialised too.
    private static let heaviestParallelWeight = 700

    /// Runs `body` with this thread's engine, under ``firstUse`` when it lays out a font the thread has not used yet.
    static func withCurrent<Result>(using fonts: some Sequence<FontSpec>, _ body: (PangoEngine) throws -> Result) rethrows -> Result {
        let engine = current()
        let uses = Set(fonts.map(FontUse.init))
        guard !uses.isSubset(of: engine.usedFonts) || uses.contains(where: { $0.weight > heaviestParallelWeight }) else { return try body(engine) }
        firstUse.lock()
        defer { firstUse.unlock() }
        let result = try body(engine)
        engine.usedFonts.formUnion(uses)
        return result
    }

    private static func current() -> PangoEngine {
        let generation = FontLibrary.generation.load(ordering: .sequentiallyConsistent)
        if let raw = pthread_getspecific(engineKey) {
            let engine = Unmanaged<PangoEngine>.fromOpaque(raw).takeUnretainedValue()
            if engine.generation == generation { return engine }
            pthread_setspecific(engineKey, nil)
            Unmanaged<PangoEngine>.fromOpaque(raw).release()
        }
        let engine = PangoEngine(generation: generation)
        pthread_setspecific(engineKey, Unmanaged.passRetained(engine).toOpaque())
        return engine
    }
}

/// The thread-local slot; its destructor drops the thread's engine (and so its Pango objects) at thread exit.
private let engineKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { raw in
        guard let raw else { return }
        Unmanaged<PangoEngine>.fromOpaque(raw).release()
    }
    return key
}()
