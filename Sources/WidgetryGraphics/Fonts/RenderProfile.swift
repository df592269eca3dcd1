import CPangoCairo
import Foundation

/// What makes two machines draw the same pixels: the fonts text is shaped with and how glyphs are rasterised.
///
/// By default fontconfig sees every font the machine has installed and applies the distribution's hinting,
/// antialiasing and alias rules (`/etc/fonts/conf.d`), so two CI images with other font packages measure other
/// widths. The profile replaces that configuration, once per process and before any text is laid out, with a
/// private one that lists only the font folders of the Debian packages `scripts/install-dependencies.sh`
/// installs (``fontPackages``), its own alias and fallback rules, and hinting off with greyscale antialiasing —
/// the same values Pango's context is given (``applyFontOptions(to:)``), so nothing is left to the machine.
///
/// Setting `WIDGETRY_SYSTEM_FONTS=1` keeps the system's configuration (as on a machine without the packages,
/// such as macOS); the ``RenderFingerprint`` then says `system` and lists the folders it could not use.
public enum RenderProfile {
    /// A Debian package whose fonts the profile uses, and the folder it installs them in.
    public struct FontPackage: Sendable, Hashable {
        /// The Debian package (`fonts-inter`).
        public var name: String
        /// Where the package puts its font files.
        public var folder: String
    }

    /// The fonts Widgetry draws with: Inter stands in for SF Pro (docs/fidelity.md), Noto covers CJK and the
    /// other scripts the locale axis shapes (and colour emoji), DejaVu is the monospaced face and the last fallback (what the
    /// default Debian configuration picked for them before the profile, so pixels did not move), and
    /// ``symbolFontPackage`` for SF Symbols' stand-ins. All are in the fingerprint.
    public static let fontPackages: [FontPackage] = [
        FontPackage(name: "fonts-inter", folder: "/usr/share/fonts/opentype/inter"),
        FontPackage(name: "fonts-noto-cjk", folder: "/usr/share/fonts/opentype/noto"),
        FontPackage(name: "fonts-noto-core", folder: "/usr/share/fonts/truetype/noto"),
        FontPackage(name: "fonts-dejavu-core", folder: "/usr/share/fonts/truetype/dejavu"),
        // Colour emoji, as iOS draws them from Apple Color Emoji; installed into the Noto folder.
        FontPackage(name: "fonts-noto-color-emoji", folder: "/usr/share/fonts/truetype/noto"),
        symbolFontPackage,
    ]

    /// Material Icons (Apache-2.0), whose glyphs stand in for SF Symbols (``SymbolStandIn``). It is kept out of the
    /// text configuration: fontconfig offers every font it sees as a fallback, and this one maps private-use
    /// codepoints and the letters of its ligature names, so text could be drawn with it. Symbols read it through a
    /// font map of their own that sees only this folder.
    public static let symbolFontPackage = FontPackage(name: "fonts-material-design-icons-iconfont",
                                                      folder: "/usr/share/fonts/truetype/material-design-icons-iconfont")

    /// The rasterisation every glyph gets, written into the fingerprint: greyscale antialiasing and no
    /// hinting, so outlines are not snapped to a pixel grid that depends on the output scale, and metrics are
    /// not rounded (1x, 2x and 3x lay out identically); bitmap-only faces (colour emoji) scaled to the size asked for.
    public static let fontOptionsDescription = "antialias=gray hintstyle=none hintmetrics=off subpixel=default bitmaps=scaled"

    /// Which configuration this process uses.
    public enum Mode: String, Sendable, Codable {
        /// Only ``fontPackages``' folders, with the profile's rules.
        case pinned
        /// The system's fontconfig configuration (`WIDGETRY_SYSTEM_FONTS=1`, or no package folder found).
        case system
    }

    /// The configuration in use; the first call installs it.
    public static var mode: Mode { activation }

    /// The text fonts' package folders that exist on this machine (not ``symbolFontPackage``).
    static var presentFolders: [FontPackage] {
        fontPackages.filter { $0 != symbolFontPackage && FileManager.default.fileExists(atPath: $0.folder) }
    }

    /// Installs the private configuration once (Swift runs a static's initialiser exactly once, thread-safely).
    /// Called before fontconfig or Pango is first used: the font maps created afterwards read it.
    static func activate() { _ = activation }

    private static let activation: Mode = {
        let environment = ProcessInfo.processInfo.environment
        if let value = environment["WIDGETRY_SYSTEM_FONTS"], !value.isEmpty, value != "0" { return .system }
        let folders = presentFolders
        guard !folders.isEmpty, let config = FcConfigCreate() else { return .system }
        let loaded = configurationXML(folders: folders.map(\.folder)).withCString { xml in
            xml.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        guard loaded != 0, FcConfigBuildFonts(config) != 0, FcConfigSetCurrent(config) != 0 else {
            FcConfigDestroy(config)
            return .system
        }
        // FcConfigSetCurrent took its own reference.
        FcConfigDestroy(config)
        return .pinned
    }()

    /// fontconfig's rule that scales bitmap-only faces to the requested pixel size, as the fontconfig package installs it.
    static let bitmapScalingRule = "/usr/share/fontconfig/conf.avail/10-scale-bitmap-fonts.conf"

    /// The private fonts.conf. Fonts come only from `folders`; caches are the system's (read when valid) and
    /// the user's; the alias rules are the profile's own, ordered as Debian's default rules resolved them for
    /// these packages (`fc-match -s Inter`: Inter, Noto Sans, DejaVu Sans; `fc-match monospace`: DejaVu Sans
    /// Mono), so a fallback for a character Inter lacks is the same on every machine.
    static func configurationXML(folders: [String]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        func alias(_ generic: String, _ families: [String]) -> String {
            "  <alias binding=\"same\"><family>\(generic)</family><prefer>"
                + families.map { "<family>\($0)</family>" }.joined() + "</prefer></alias>\n"
        }
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<fontconfig>\n"
        var listed: Set<String> = []
        for folder in folders where listed.insert(folder).inserted { xml += "  <dir>\(escaped(folder))</dir>\n" }
        xml += "  <cachedir>/var/cache/fontconfig</cachedir>\n  <cachedir prefix=\"xdg\">fontconfig</cachedir>\n"
        // A request that names no generic family falls back through sans-serif (Debian's 49-sansserif.conf does
        // the same), so characters a face lacks come from the sans-serif list below.
        xml += """
              <match target="pattern">
                <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>
                <test qual="all" name="family" compare="not_eq"><string>serif</string></test>
                <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>
                <edit name="family" mode="append_last"><string>sans-serif</string></edit>
              </match>

            """
        xml += alias("system-ui", ["Inter"])
        xml += alias("sans", ["sans-serif"])
        xml += alias("cursive", ["sans-serif"])
        xml += alias("fantasy", ["sans-serif"])
        xml += alias("sans-serif", ["Noto Sans", "DejaVu Sans", "Noto Sans CJK SC", "Noto Sans Symbols", "Noto Sans Symbols2", "Noto Color Emoji"])
        // Pango asks for the generic "emoji" family for emoji presentation (U+FE0F after ☀, 🌧), as Debian's
        // 60-generic.conf answers it.
        xml += alias("emoji", ["Noto Color Emoji"])
        xml += alias("serif", ["Noto Serif", "DejaVu Serif", "Noto Serif CJK SC"])
        xml += alias("monospace", ["DejaVu Sans Mono", "Noto Sans Mono", "Noto Sans Mono CJK SC"])
        // A bitmap-only face (Noto Color Emoji has one 109 px strike) is scaled to the size asked for by fontconfig's own
        // rule, which Debian's default configuration enables (conf.d/10-scale-bitmap-fonts.conf): without it every emoji
        // measured 136 × 126 pt whatever the font size, and a line with one wrapped or ran out of a widget (EmojiTextTests).
        xml += "  <include ignore_missing=\"yes\">\(RenderProfile.bitmapScalingRule)</include>\n"
        // Rasterisation, as in fontOptionsDescription; Cairo's font options say the same for Pango's contexts. Noto Color
        // Emoji is left as it comes: its glyphs are colour bitmaps (as Apple Color Emoji's are), and with these edits on
        // its pattern Cairo drew nothing of the line at all (EmojiTextTests).
        xml += """
              <match target="font">
                <test name="family" compare="not_eq"><string>Noto Color Emoji</string></test>
                <edit name="antialias" mode="assign"><bool>true</bool></edit>
                <edit name="hinting" mode="assign"><bool>false</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
                <edit name="autohint" mode="assign"><bool>false</bool></edit>
                <edit name="rgba" mode="assign"><const>none</const></edit>
                <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
                <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
              </match>
            </fontconfig>

            """
        return xml
    }

    /// Sets the profile's rasterisation on a Pango context: metric hinting and glyph-position rounding snap
    /// advances to device pixels, which would make layout depend on the output scale; off, 1x, 2x and 3x lay
    /// out identically. Antialiasing is greyscale (no subpixel colour fringes that differ by display).
    static func applyFontOptions(to context: OpaquePointer) {
        let fontOptions = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, fontOptions)
        cairo_font_options_destroy(fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
    }
}
