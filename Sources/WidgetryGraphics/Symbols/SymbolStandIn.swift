import CPangoCairo
import Foundation
import Synchronization

/// A glyph from an openly licensed icon font drawn where iOS draws an SF Symbol.
///
/// SF Symbols are Apple's and exist only on Apple platforms. The stand-ins come from Google's Material Icons
/// (Apache-2.0), installed from Debian's `fonts-material-design-icons-iconfont` and addressed by its family
/// name only (``family``), through a font map whose fontconfig sees nothing else
/// (``RenderProfile/symbolFontPackage``): text's configuration does not list it, so it never draws text.
/// ``table`` maps the SF Symbol names widgets use most to a Material glyph.
public struct SymbolStandIn: Sendable, Hashable {
    /// The icon font's family name.
    public static let family = "Material Icons"

    /// The SF Symbol name asked for (`star.fill`).
    public let symbolName: String
    /// The Material icon drawn for it (`star`).
    public let materialName: String
    /// The glyph's codepoint in the Material Icons font.
    public let codepoint: UInt32

    /// Material icons are drawn on a 24-unit grid whose em is the font size, with the icon's live area 20 units
    /// across (2 units of padding each side; material.io, "System icons" › "Grid and keyline shapes"). An
    /// enclosed SF Symbol at medium scale (`checkmark.circle.fill`) has ink as wide as the point size: 17 pt at
    /// body size, 29 pt in a 28.9 pt custom font (the real iOS renders in docs/fidelity.md). The icon font is
    /// therefore set at 24 / 20 of the symbol's point size, so Material's 20-unit circle is as large as SF's.
    public static let fontSizeRatio: CGFloat = 24.0 / 20.0

    /// The stand-in for `symbolName`, or `nil` when the table has none.
    ///
    /// An exact entry first; otherwise the same symbol without or with `.fill` (a filled heart drawn for
    /// `heart` is closer to iOS than a labelled box). Variants that change the outline (`.circle`, `.slash`)
    /// are not guessed.
    public init?(symbolName: String) {
        let entry = Self.table[symbolName]
            ?? (symbolName.hasSuffix(".fill") ? Self.table[String(symbolName.dropLast(5))] : Self.table[symbolName + ".fill"])
        guard let entry else { return nil }
        self.symbolName = symbolName
        materialName = entry.material
        codepoint = entry.codepoint
    }

    /// The stand-in drawing the glyph `codepoint`, named by the first SF Symbol name (in name order) the table maps to
    /// it; `nil` for a codepoint the table does not use.
    public init?(codepoint: UInt32) {
        guard let name = Self.namesByCodepoint[codepoint] else { return nil }
        self.init(symbolName: name)
    }

    private static let namesByCodepoint: [UInt32: String] = {
        var names: [UInt32: String] = [:]
        for (name, entry) in table where names[entry.codepoint].map({ name < $0 }) ?? true { names[entry.codepoint] = name }
        return names
    }()

    /// Whether the icon font is installed, so stand-ins can be drawn.
    public static var isFontAvailable: Bool {
        // The map is created on first use under the text lock, like every other use of it (see IconFontMap).
        PangoEngine.withCurrent { _ in IconFontMap.shared != nil }
    }

    /// The SF Symbol names ``table`` covers.
    public static var coveredNames: [String] { table.keys.sorted() }

    /// The glyph's ink box, in points, when the icon font is set at `fontSize` points, relative to the
    /// layout's top-left corner; `nil` when the font is missing or has no such glyph.
    public func inkBounds(fontSize: CGFloat) -> CGRect? {
        guard let unit = Self.unitInk(codepoint) else { return nil }
        return CGRect(x: unit.minX * fontSize, y: unit.minY * fontSize, width: unit.width * fontSize, height: unit.height * fontSize)
    }

    /// Ink boxes at a font size of 1 pt, measured once per glyph. Hinting is off in the render profile
    /// (``RenderProfile/fontOptionsDescription``), so outlines scale linearly and one measurement serves every size.
    private static let measured = Mutex<[UInt32: CGRect?]>([:])
    private static let referenceSize: CGFloat = 100

    private static func unitInk(_ codepoint: UInt32) -> CGRect? {
        if let known = measured.withLock({ $0[codepoint] }) { return known }
        let ink: CGRect? = PangoEngine.withCurrent { engine in
            withGlyphLayout(codepoint, fontSize: referenceSize, engine: engine) { layout in
                var inkRect = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_extents(layout, &inkRect, &logical)
                let scale = CGFloat(PANGO_SCALE) * referenceSize
                guard inkRect.width > 0, inkRect.height > 0 else { return nil }
                return CGRect(x: CGFloat(inkRect.x) / scale, y: CGFloat(inkRect.y) / scale,
                              width: CGFloat(inkRect.width) / scale, height: CGFloat(inkRect.height) / scale)
            }
        }
        measured.withLock { $0[codepoint] = .some(ink) }
        return ink
    }

    /// Runs `body` with a Pango layout holding the glyph in the icon font, or returns `nil` when the font is not
    /// installed or lacks the glyph (Pango would otherwise draw a fallback font's box).
    /// Call inside ``PangoEngine/withCurrent(_:)``.
    static func withGlyphLayout<Result>(_ codepoint: UInt32, fontSize: CGFloat, engine: PangoEngine,
                                        _ body: (OpaquePointer) -> Result?) -> Result? {
        guard let icons = IconFontMap.shared, let scalar = Unicode.Scalar(codepoint) else { return nil }
        guard let layout = pango_layout_new(icons.context) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, Double(fontSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        let text = String(Character(scalar))
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        guard pango_layout_get_unknown_glyphs_count(layout) == 0, usesIconFont(layout) else { return nil }
        return body(layout)
    }

    /// A symbol's box around its ink at `pointSize`: the ink plus SF Symbols' margins, `horizontalPadding` and
    /// `verticalPadding` times the point size on each side. Standalone symbols (``SymbolNode`` in the layout engine)
    /// then round it to pixels; inline ones keep the line's fractional positions.
    public static func boxSize(ink: CGSize, pointSize: CGFloat, horizontalPadding: CGFloat, verticalPadding: CGFloat) -> CGSize {
        CGSize(width: ink.width + 2 * horizontalPadding * pointSize, height: ink.height + 2 * verticalPadding * pointSize)
    }

    /// SF Pro's cap height over its em, 1443 / 2048 units (docs/fidelity.md, "Text metrics"): symbols beside and inside
    /// text are centred on it.
    public static let capHeightRatio: CGFloat = 1443.0 / 2048.0

    /// Draws the glyph `codepoint` at `fontSize` with its ink centred in `box`, in the Cairo context's current source;
    /// false (nothing drawn) when the icon font is missing or lacks the glyph. The engine lock is recursive, so text
    /// drawing that already holds it may call this.
    @discardableResult
    static func drawGlyph(_ codepoint: UInt32, fontSize: CGFloat, centredIn box: CGRect, on cairo: OpaquePointer) -> Bool {
        guard fontSize > 0, fontSize.isFinite, let unit = unitInk(codepoint) else { return false }
        let ink = CGRect(x: unit.minX * fontSize, y: unit.minY * fontSize, width: unit.width * fontSize, height: unit.height * fontSize)
        return PangoEngine.withCurrent { engine in
            withGlyphLayout(codepoint, fontSize: fontSize, engine: engine) { layout -> Bool? in
                cairo_save(cairo)
                cairo_new_path(cairo)
                cairo_move_to(cairo, box.midX - ink.midX, box.midY - ink.midY)
                pango_cairo_show_layout(cairo, layout)
                cairo_new_path(cairo)
                cairo_restore(cairo)
                return true
            } ?? false
        }
    }

    /// Whether the glyph was shaped with the icon font itself rather than a fallback.
    private static func usesIconFont(_ layout: OpaquePointer) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0), let runs = line.pointee.runs,
              let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
              let font = run.pointee.item.pointee.analysis.font else { return false }
        let description = pango_font_describe(font)
        defer { pango_font_description_free(description) }
        guard let name = pango_font_description_get_family(description) else { return false }
        return String(cString: name).caseInsensitiveCompare(family) == .orderedSame
    }
}

/// A Pango font map and context over a private fontconfig configuration holding only the icon font.
///
/// Used only inside ``PangoEngine/withCurrent(_:)``, which serialises all Pango and Cairo text work, so one
/// shared map is safe (hence `@unchecked Sendable`). ``shared`` is first read under that lock too: its one-time
/// initialisation then never waits for a thread that holds the lock, and never runs beside other text work.
final class IconFontMap: @unchecked Sendable {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    /// The map, or `nil` when the icon font's folder is missing or fontconfig finds no font in it.
    static let shared: IconFontMap? = IconFontMap(folder: RenderProfile.symbolFontPackage.folder)

    private init?(folder: String) {
        guard FileManager.default.fileExists(atPath: folder), let config = FcConfigCreate() else { return nil }
        // The folder and the same caches as the text configuration (RenderProfile.configurationXML); nothing else.
        let escaped = folder.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<fontconfig>\n"
            + "  <dir>\(escaped)</dir>\n  <cachedir>/var/cache/fontconfig</cachedir>\n  <cachedir prefix=\"xdg\">fontconfig</cachedir>\n"
            + "</fontconfig>\n"
        let loaded = xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        guard loaded != 0, FcConfigBuildFonts(config) != 0, let fonts = FcConfigGetFonts(config, FcSetSystem),
              fonts.pointee.nfont > 0,
              let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            return nil
        }
        // The font map takes its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        FcConfigDestroy(config)
        // As the text engines: 72 dpi, so a size in points is the em in points, and the profile's rasterisation.
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        fontMap = map
        context = pango_font_map_create_context(map)
        RenderProfile.applyFontOptions(to: context)
    }
}
