import Foundation
import Testing
@testable import WidgetryUI

/// Two texts stacked with the default spacing are the lower text's leading apart, not 8 points (issue 30).
@Suite struct TextToTextSpacingTests {
    /// The gap between the bottom of the element named `above` and the top of `below`.
    private func gap(_ result: LayoutResult, _ above: String, _ below: String) -> CGFloat {
        result.frame(below).minY - result.frame(above).maxY
    }

    @Test("A text style's leading is its published line height less SF Pro's ascender + descender")
    func leadingFromTheTable() {
        // HIG typography, Large: body 17 on 22, footnote 13 on 18, caption2 11 on 13; glyphs take 2444/2048 em.
        #expect(abs(Font.body.leading(at: .large) - (22 - 17 * 2444.0 / 2048)) < 1e-9)
        #expect(abs(Font.footnote.leading(at: .large) - (18 - 13 * 2444.0 / 2048)) < 1e-9)
        #expect(Font.caption2.leading(at: .large) == 0, "13 pt is less than 11 × 2444/2048 = 13.13 pt: no negative leading")
        // UIFont.systemFont(ofSize:) and custom fonts: no leading.
        #expect(Font.system(size: 17).leading(at: .large) == 0)
        #expect(Font.custom("Avenir-Heavy", size: 17).leading(at: .large) == 0)
    }

    @Test("The Places row: a headline and two body lines in a default VStack are 65 pt tall at 3x, as on iOS")
    func placesRow() {
        // iOS render (issue 30 corpus, Places LocationRowSnapshotTests): 65 pt. Each line is 20.287 pt rounded up to
        // 20.333 at 3x; body's 1.71 pt leading rounds up to 2 pt; 3 × 20.333 + 2 × 2 = 65. With 8 pt gaps it was 77.
        let result = layout(VStack(alignment: .leading) {
            Text("Amsterdam").font(.headline)
            Text("Latitude: 52.370200")
            Text("Longitude: 4.895200")
        }.fixedSize()) { $0.displayScale = 3 }
        #expect(abs(result.frame("VStack").height - 65) < 0.01, "\(result.frame("VStack").height)")
        #expect(abs(gap(result, #"VStack/Text("Amsterdam")[0]"#, #"Text("Latitude: 52.370200")[1]"#) - 2) < 0.01)
    }

    @Test("Fixed-size system fonts have no leading: stacked, their lines touch")
    func systemSizeTouches() {
        let result = layout(VStack {
            Text("12°").font(.system(size: 14))
            Text("Sunny").font(.system(size: 14))
        }) { $0.displayScale = 2 }
        #expect(abs(gap(result, #"Text("12°")[0]"#, #"Text("Sunny")[1]"#)) < 0.01)
    }

    @Test("The lower text's leading decides, rounded up to whole pixels at the display scale")
    func lowerTextDecides() {
        // footnote's 2.49 pt leading: 2.5 at 2x, 2.667 at 3x; body above it does not matter.
        for (scale, expected) in [(CGFloat(2), CGFloat(2.5)), (3, 8.0 / 3)] {
            let result = layout(VStack { Text("Title"); Text("Detail").font(.footnote) }) { $0.displayScale = scale }
            #expect(abs(gap(result, #"Text("Title")[0]"#, #"Text("Detail")[1]"#) - expected) < 0.01, "at \(scale)x")
        }
    }

    @Test("Text beside any other view, padded text, and an explicit spacing keep their distances")
    func otherNeighboursKeepStandardSpacing() {
        let shape = layout(VStack { Text("Steps"); Rectangle().frame(height: 10) })
        #expect(abs(gap(shape, #"Text("Steps")[0]"#, "Rectangle[1]") - 8) < 0.01)
        let padded = layout(VStack { Text("Steps").padding(.bottom, 4); Text("5,300") })
        // The padded text's frame is its line plus 4; the next text starts 8 below that, as any neighbour.
        let second = padded.frame(#"Text("5,300")[1]"#)
        #expect(abs(second.minY - padded.frame("VStack").minY - (second.height + 4 + 8)) < 0.01)
        let explicit = layout(VStack(spacing: 6) { Text("Steps"); Text("5,300") })
        #expect(abs(gap(explicit, #"Text("Steps")[0]"#, #"Text("5,300")[1]"#) - 6) < 0.01)
        // Side by side, texts keep the standard spacing: only the vertical edges carry text metrics.
        let row = layout(HStack { Text("Steps"); Text("5,300") })
        #expect(abs(row.frame(#"Text("5,300")[1]"#).minX - row.frame(#"Text("Steps")[0]"#).maxX - 8) < 0.01)
    }

    @Test("Text at a container's facing edge counts: a row of texts above a text, a stack ending in text")
    func throughContainers() {
        let result = layout(VStack {
            HStack { Text("Sunny"); Text("21°") }
            VStack { Text("High 21°"); Text("Low 12°") }.foregroundStyle(.secondary)
        }) { $0.displayScale = 3 }
        // body's leading, 2 pt at 3x, between the row and the inner stack's first text.
        #expect(abs(result.frame("VStack/VStack[1]").minY - result.frame("VStack/HStack[0]").maxY - 2) < 0.01)
    }

    @Test("A row that mixes text with another view is spaced as any view: CSTV's player rows stand 8 pt apart on iOS")
    func mixedRowsKeepStandardSpacing() {
        // Each row is a ZStack of a card colour and an HStack of texts, as in the iOS render (issue 30's corpus).
        let row = ZStack { Color.gray.frame(height: 54); HStack { Spacer(); VStack { Text("Player One"); Text("First Last 1") } } }
        let result = layout(VStack { row.frame(height: 64); row.frame(height: 64) }) { $0.displayScale = 3 }
        let rows = result.allElements.filter { $0.kind == .zStack }.map(\.frame).sorted { $0.minY < $1.minY }
        #expect(rows.count == 2)
        // The 64 pt frames are 8 pt apart: the rows' pitch is 72 pt (with text-to-text spacing it would be 64).
        #expect(abs(rows[1].minY - rows[0].minY - 72) < 0.01, "\(rows)")
        // A symbol beside a text is not text either.
        let labelled = layout(VStack { HStack { Image(systemName: "sun.max.fill"); Text("Sunny") }; Text("High 21°") })
        #expect(abs(labelled.frame(#"Text("High 21°")[1]"#).minY - labelled.frame("VStack/HStack[0]").maxY - 8) < 0.01)
    }
}

/// Wrapped lines of a text style are its published leading apart, baseline to baseline (issue 30's renders).
@Suite struct TextStyleLineSpacingTests {
    private func baselines(_ text: Text, width: CGFloat) -> (count: Int, pitch: CGFloat) {
        let result = layout(text.frame(width: width)) { $0.displayScale = 3 }
        let placed = result.texts[0].text
        let lines = placed.measurement.lineCount
        return (lines, (placed.measurement.size.height - 2444.0 / 2048 * 15) / CGFloat(max(lines - 1, 1)))
    }

    @Test("Subheadline at Large: 20 pt from baseline to baseline (Vault's five-line description on iOS: 20.0), not its 17.9 pt line")
    func subheadline() {
        let (count, pitch) = baselines(Text(String(repeating: "Passwords are stored on this device only. ", count: 4)).font(.subheadline), width: 200)
        #expect(count >= 3)
        // Each line after the first adds the line height (15 × 2444/2048 = 17.9) plus the leading (20 − 17.9).
        #expect(abs(pitch - 20) < 0.01, "\(pitch)")
    }

    @Test("A fixed-size system font wraps at its own line height, and lineSpacing(_:) adds to a style's leading")
    func fixedSizeAndExplicitSpacing() {
        let fixedSize = layout(Text(String(repeating: "Heavy title ", count: 6)).font(.system(size: 15)).frame(width: 120))
        let measured = fixedSize.texts[0].text.measurement
        #expect(measured.lineCount >= 2)
        #expect(abs(measured.size.height - CGFloat(measured.lineCount) * 15 * 2444 / 2048) < 0.5, "\(measured.size.height)")
        let spaced = layout(Text(String(repeating: "Passwords stay here. ", count: 4)).font(.subheadline).lineSpacing(4).frame(width: 150))
        let lines = spaced.texts[0].text.measurement
        #expect(abs(lines.size.height - (CGFloat(lines.lineCount) * 15 * 2444 / 2048 + CGFloat(lines.lineCount - 1) * (20 - 15 * 2444.0 / 2048 + 4))) < 0.5)
    }
}
