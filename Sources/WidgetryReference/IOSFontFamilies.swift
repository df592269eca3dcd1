/// The font families iOS installs for every app (`UIFont.familyNames` on an iOS 17 or 18 device, Latin and the scripts
/// Apple lists under "Fonts included with iOS": https://developer.apple.com/fonts/system-fonts/). A widget names one with
/// `Font.custom("Marker Felt", size: 17)` and bundles nothing; Widgetry has no copy of Apple's fonts, so such text is
/// measured in the fallback and the finding says so, instead of asking the widget to add a font it does not need.
public enum IOSFontFamilies {
    /// The family names, as `UIFont.familyNames` gives them.
    public static let names: Set<String> = [
        "Academy Engraved LET", "Al Nile", "American Typewriter", "Apple Color Emoji", "Apple SD Gothic Neo", "Apple Symbols",
        "Arial", "Arial Hebrew", "Arial Rounded MT Bold", "Avenir", "Avenir Next", "Avenir Next Condensed", "Baskerville",
        "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps", "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE",
        "Chalkduster", "Charter", "Cochin", "Copperplate", "Courier New", "Damascus", "Devanagari Sangam MN", "Didot",
        "DIN Alternate", "DIN Condensed", "Euphemia UCAS", "Farah", "Futura", "Galvji", "Geeza Pro", "Georgia", "Gill Sans",
        "Grantha Sangam MN", "Helvetica", "Helvetica Neue", "Hiragino Maru Gothic ProN", "Hiragino Mincho ProN",
        "Hiragino Sans", "Hoefler Text", "Kailasa", "Kefa", "Khmer Sangam MN", "Kohinoor Bangla", "Kohinoor Devanagari",
        "Kohinoor Gujarati", "Kohinoor Telugu", "Lao Sangam MN", "Malayalam Sangam MN", "Marker Felt", "Menlo", "Mishafi",
        "Mukta Mahee", "Myanmar Sangam MN", "Noteworthy", "Noto Nastaliq Urdu", "Noto Sans Kannada", "Noto Sans Myanmar",
        "Noto Sans Oriya", "Optima", "Palatino", "Papyrus", "Party LET", "PingFang HK", "PingFang SC", "PingFang TC",
        "Rockwell", "Savoye LET", "Sinhala Sangam MN", "Snell Roundhand", "STIX Two Math", "STIX Two Text", "Symbol",
        "Tamil Sangam MN", "Thonburi", "Times New Roman", "Trebuchet MS", "Verdana", "Zapf Dingbats", "Zapfino",
    ]

    /// Whether `family` (a family name, or a PostScript name such as `MarkerFelt-Wide`) is one iOS installs.
    public static func contains(_ family: String) -> Bool {
        if names.contains(family) { return true }
        // PostScript names drop the spaces and add a style after a hyphen (`AvenirNext-Bold`, `HelveticaNeue`).
        let base = family.split(separator: "-").first.map(String.init) ?? family
        return names.contains { $0.replacingOccurrences(of: " ", with: "") == base }
    }
}
