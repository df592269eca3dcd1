import CPangoCairo
import Foundation
import Synchronization

/// One thread's Pango font map, context and reusable layout.
///
/// Pango font maps are not thread-safe (sharing one aborts inside HarfBuzz), so every thread gets its own,
/// kept in thread-local storage. When the thread exits the key's destructor parks the engine for the next new
/// thread; an engine is used by one thread at a time (hence `@unchecked Sendable`: it only crosses threads
/// through ``parked``, under its lock), and ``withCurrent(_:)`` is the only way to reach one.
final class PangoEngine: @unchecked Sendable {
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
        // Inline SF Symbols are shape attributes; this draws their icon glyphs (InlineSymbol).
        pango_cairo_context_set_shape_renderer(context, InlineSymbol.shapeRenderer, nil, nil)
        layout = PangoLayoutHandle(context: context)
    }

    /// Runs `body` with this thread's engine, creating or rebuilding it when fonts have been added, while no other
    /// thread lays out or draws text.
    ///
    /// Each thread has its own font map, but the glyphs under them are Cairo's, in process-wide caches. Cairo
    /// 1.16 (Debian 12) is not safe there: text drawn on one thread while others laid out or drew text in many
    /// fonts and sizes crashed in `cairo_show_glyphs` (`Bad pointer dereference` at 0x30) — in half of the runs of
    /// a stress test on 8 threads (`TextThreadSafetyTests`), in a fresh clone's parallel test run, and before that
    /// in checks with Bold Text (weights above 700). Serialising only first uses of a font, only the heaviest
    /// weights, or only drawing still crashed; serialising all text work did not, in 8 of 8 runs. The likely cause:
    /// the glyph page cache Cairo shares between all fonts holds 512 pages, a matrix of text sizes, weights and
    /// scales outgrows it, and one thread's lookup then evicts glyphs another thread is using (with one font and
    /// size the stress test never crashed, 0 of 8). Layout arithmetic, shapes, images, checks and encoding stay
    /// parallel, and measurements are cached (``MeasurementCache``).
    static func withCurrent<Result>(_ body: (PangoEngine) throws -> Result) rethrows -> Result {
        glyphWork.lock()
        defer { glyphWork.unlock() }
        return try body(current())
    }

    /// The lock every use of Pango and Cairo text takes (``withCurrent(_:)``); recursive, so that drawing text
    /// inside a vector render that holds it already does not deadlock.
    private static let glyphWork = NSRecursiveLock()

    private static func current() -> PangoEngine {
        let generation = FontLibrary.generation.load(ordering: .sequentiallyConsistent)
        if let raw = pthread_getspecific(engineKey) {
            let engine = Unmanaged<PangoEngine>.fromOpaque(raw).takeUnretainedValue()
            if engine.generation == generation { return engine }
            pthread_setspecific(engineKey, nil)
            keep(Unmanaged<PangoEngine>.fromOpaque(raw).takeRetainedValue())
        }
        let engine = reusable(generation: generation) ?? PangoEngine(generation: generation)
        pthread_setspecific(engineKey, Unmanaged.passRetained(engine).toOpaque())
        return engine
    }

    /// Engines no thread holds: those of threads that ended (``idle``, handed to the next thread that needs one)
    /// and those built for fonts since added to (``retired``, never used again).
    ///
    /// Neither is ever freed: freeing a font map frees its fonts and their Cairo scaled fonts, which a thread
    /// exit would do outside ``glyphWork``, and a new thread would pay again for loading the faces an idle engine
    /// has. Kept, they cost one font map per thread drawing text at once, plus one per such thread each time
    /// fonts are added — a handful in a run.
    private static let parked = Mutex(ParkedEngines())

    private struct ParkedEngines: ~Copyable {
        var idle: [PangoEngine] = []
        var retired: [PangoEngine] = []
    }

    /// An idle engine built for `generation`, taken from the pool; stale idle engines are retired on the way.
    private static func reusable(generation: Int) -> PangoEngine? {
        parked.withLock { pool in
            while let engine = pool.idle.popLast() {
                if engine.generation == generation { return engine }
                pool.retired.append(engine)
            }
            return nil
        }
    }

    /// Parks an engine no thread uses any more: idle for the next thread, or retired when fonts have changed.
    fileprivate static func keep(_ engine: PangoEngine) {
        let current = FontLibrary.generation.load(ordering: .sequentiallyConsistent)
        parked.withLock { pool in
            if engine.generation == current { pool.idle.append(engine) } else { pool.retired.append(engine) }
        }
    }
}

/// The thread-local slot; its destructor parks the thread's engine when the thread exits (``PangoEngine/keep(_:)``).
private let engineKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { raw in
        guard let raw else { return }
        PangoEngine.keep(Unmanaged<PangoEngine>.fromOpaque(raw).takeRetainedValue())
    }
    return key
}()
