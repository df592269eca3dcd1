import Foundation

/// How the stand-in for SF Pro (``FontSpec/systemFamily``, Inter) is set so that text measures like SF Pro.
///
/// Inter and SF Pro have close glyph widths, but iOS applies three things to the system font that a plain
/// Inter layout does not:
/// - **Size-specific tracking.** Core Text adds SF Pro's tracking for the point size to every character: positive
///   below 12 pt, as much as −0.45 pt around 17–20 pt, positive again from 24 pt. Without it Inter is up to 5 %
///   too wide at body sizes and too narrow at caption sizes. Values: Apple's Human Interface Guidelines,
///   Typography › Specifications › "Tracking values" (iOS, iPadOS; SF Pro), in points per character.
/// - **Optical size.** SF Pro moves from its Text to its Display design between 17 and 28 pt (WWDC20 session
///   10175, "The details of UI typography"). Inter ships the same split as two families, so from
///   ``displayFamilyMinimumSize`` the Display cut is used.
/// - **Line height.** `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287109375 pt: SF Pro's ascender 1950 plus
///   descender 494 in a 2048-unit em (2444 / 2048 × 17). Inter's own line (1984 + 494 units) is 1.4 % taller.
///
/// Checked against widths iOS reports for SF Pro in public unit tests (see docs/fidelity.md, "Text metrics"):
/// "This is a test string" at 17 pt is 144.09 pt on iOS; Inter plus this tracking gives 143.3 pt (−0.6 %).
package enum SystemFontMetrics {
    /// The family used for the system font's Display optical size.
    package static let displayFamily = "Inter Display"

    /// From this size the Display cut stands in. Within SF Pro's 17–28 pt optical-size ramp, this is where
    /// Apple's tracking table turns positive (24 pt: +0.07), the spacing of the Display design; widths iOS
    /// reports agree (a 22 pt digit measures like the Text cut, bold 30 pt letters like the Display cut).
    package static let displayFamilyMinimumSize: CGFloat = 24

    /// SF Pro's line height as a multiple of the point size: (ascender 1950 + descender 494) / 2048 units.
    package static let lineHeightRatio: CGFloat = (1950 + 494) / 2048

    /// Inter's own line height as a multiple of the point size: (hhea ascender 1984 + descender 494) / 2048
    /// units, the same in Inter 4's Text and Display cuts (Debian's `fonts-inter`). A test measures it.
    package static let standInLineHeightRatio: CGFloat = (1984 + 494) / 2048

    /// The factor Pango applies to the stand-in's logical line height so lines are as tall as SF Pro's.
    package static let lineHeightFactor: CGFloat = lineHeightRatio / standInLineHeightRatio

    /// SF Pro's tracking at `size`, in points per character, interpolated between the sizes Apple lists and held at
    /// the table's ends (6 pt and 96 pt).
    package static func tracking(atSize size: CGFloat) -> CGFloat {
        guard size.isFinite else { return 0 }
        let table = trackingTable
        if size <= table[0].size { return table[0].points }
        if size >= table[table.count - 1].size { return table[table.count - 1].points }
        let upper = table.firstIndex { $0.size >= size }!
        let high = table[upper]
        if high.size == size { return high.points }
        let low = table[upper - 1]
        let fraction = (size - low.size) / (high.size - low.size)
        return low.points + (high.points - low.points) * fraction
    }

    /// Extra tracking for the stand-in's heavy and black weights (800 and up), in points per character: 0.02 of the
    /// point size. Inter's heaviest faces are narrower than SF Pro's: in issue 30's iOS 26 renders, title (28 pt)
    /// heavy "Hello" and "Untitled Item" are 67.7 and 173.7 pt of ink where Inter drew 64.7 and 168.0 (−4.4 %,
    /// −3.3 %: 0.027 and 0.017 em per character), and four `.system(size: 20, weight: .heavy)` lines 2.7–4.5 %
    /// narrow; regular to bold at 9–22 pt are within −1.2 … +2.6 % without it (docs/fidelity.md).
    package static func weightTracking(weight: Int, size: CGFloat) -> CGFloat {
        weight >= 800 && size.isFinite ? 0.02 * size : 0
    }

    /// The family that stands in for the system font at `size`.
    package static func family(atSize size: CGFloat) -> String {
        size >= displayFamilyMinimumSize && FontLibrary.isFamilyAvailable(displayFamily)
            ? displayFamily : FontSpec.systemFamily
    }

    /// Apple's "Tracking values" table for SF Pro on iOS (HIG, Typography › Specifications): point size, tracking
    /// in points. Sizes between rows are interpolated.
    private static let trackingTable: [(size: CGFloat, points: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]
}
