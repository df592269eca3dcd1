import Foundation
import Testing
import WidgetryFindings
import WidgetryGraphics
import WidgetryPipeline
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// Runs a view through the cell pipeline as a systemMedium widget on the default device (338 × 158 pt,
/// Reference/widget-sizes.json): the layout's own findings and the finder's checks.
private func diagnose<V: View>(_ view: V, family: WidgetFamily = .systemMedium, size: DynamicTypeSize = .large) throws -> [Finding] {
    let cell = WidgetCell(family: family, dynamicTypeSize: size)
    return CellPipeline().render(AnyView(view), named: "test", in: cell).findings
}

@Suite struct DiagnosticFinderTests {
    @Test("A view that fits has no diagnostics")
    func clean() throws {
        #expect(try diagnose(VStack { Text("Hello"); Text("World") }).isEmpty)
    }

    @Test("Text well inside a clip of fractional points is not clipped (a held-out widget's whole medium layout was)")
    func fractionalClip() throws {
        // Centred in 338 × 158 pt, the padded text's frames fall on thirds of a point; Linux's `CGRect.contains(_:)`
        // rounded them out of their clip (CGRect+Encloses.swift).
        #expect(try diagnose(Text("Hi").padding().clipShape(Rectangle())).isEmpty)
        #expect(try diagnose(VStack(alignment: .leading) { Text("Monthly Summary").font(.title2); Text("Wins").font(.caption) }
            .padding().clipShape(ContainerRelativeShape())).isEmpty)
        #expect(CGRect(x: 144.33333333333334, y: 52.333333333333336, width: 49.33333333333333, height: 53.33333333333333)
            .encloses(CGRect(x: 160.83333333333334, y: 68.83333333333334, width: 16.33333333333333, height: 20.33333333333333)))
    }

    @Test("A font iOS installs that Widgetry lacks asks nothing of the widget; an unbundled font of the app's asks for its file")
    func missingFontsNamedForWhatIsMissing() throws {
        let system = try diagnose(Text("Note").font(.custom("Marker Felt", size: 17))).filter { $0.kind == .missingFont }
        #expect(system.count == 1)
        #expect(system.first?.message.contains("comes with iOS but not with Widgetry") == true)
        #expect(system.first?.suggestion.hasPrefix("nothing to change in the widget") == true)
        let own = try diagnose(Text("Note").font(.custom("Brand Grotesk", size: 17))).filter { $0.kind == .missingFont }
        #expect(own.first?.message.contains("is not installed") == true)
        // PostScript names of iOS's families count too.
        #expect(IOSFontFamilies.contains("MarkerFelt-Wide") && IOSFontFamilies.contains("AvenirNext-Bold") && !IOSFontFamilies.contains("BrandGrotesk-Bold"))
    }

    @Test("Truncated text is reported with its path")
    func truncated() throws {
        let found = try diagnose(Text(String(repeating: "A long line of text ", count: 5)).lineLimit(1))
        #expect(found.map(\.kind) == [.truncatedText])
        #expect(found[0].path.hasPrefix("Text("))
        #expect(found[0].severity == .warning)
    }

    @Test("Rows of a fixed height push the first line out of the widget: an error")
    func overflow() throws {
        // 4 rows × 55 pt + 3 × 8 pt spacing = 244 pt of content in a 158 − 32 = 126 pt content area.
        let found = try diagnose(VStack { Text("Date line"); ForEach(0..<4) { Text("Row \($0)").frame(height: 55) } }.fixedSize(horizontal: false, vertical: true))
        #expect(found.contains { $0.kind == .outOfBounds && $0.path.contains("Date line") && $0.severity == .error })
    }

    /// A two-page widget: the second page moved out of view with `.offset` and the whole cut to the widget by
    /// `.clipped()`, as a pager written without a TabView is (an intent button swaps the offsets).
    @Test("A page moved wholly past a clipped container by an offset is hidden on purpose, not out of bounds")
    func offsetPageInsideClip() throws {
        // systemMedium is 338 pt wide: offset by the full width, the second page lies wholly outside the clip.
        func pager(clipped: Bool) -> some View {
            GeometryReader { geometry in
                let pages = ZStack {
                    Text("Today: 1,200 ml").frame(width: geometry.size.width)
                    Text("Log 250 ml").frame(width: geometry.size.width).offset(x: geometry.size.width)
                }
                .frame(width: geometry.size.width)
                if clipped { AnyView(pages.clipped()) } else { AnyView(pages) }
            }
        }
        #expect(try diagnose(pager(clipped: true)).filter { $0.kind == .outOfBounds || $0.kind == .clippedText }.isEmpty)
        // The same page without the author's clip lies outside the widget: still reported.
        let unclipped = try diagnose(pager(clipped: false))
        #expect(unclipped.contains { $0.kind == .outOfBounds && $0.path.contains("Log 250 ml") })
        // And rows that overflow a clipped frame, with no offset, are still reported as cut.
        let rows = try diagnose(VStack { ForEach(0..<6) { Text("Row \($0)").frame(height: 40) } }.frame(height: 100).clipped())
        #expect(rows.contains { $0.kind == .clippedText })
    }

    @Test("Text scaled below 75% by minimumScaleFactor is reported")
    func scaled() throws {
        let found = try diagnose(Text("An extremely long headline that will not fit").lineLimit(1).minimumScaleFactor(0.3).frame(width: 100))
        #expect(found.contains { $0.kind == .scaledText })
    }

    @Test("Siblings that overlap after an offset are reported")
    func overlap() throws {
        let found = try diagnose(VStack(spacing: 0) { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40).offset(y: -20) })
        #expect(found.contains { $0.kind == .overlap })
    }

    @Test("A missing image is reported and drawn as a placeholder")
    func missingImage() throws {
        let found = try diagnose(Image("does-not-exist"))
        // And, like any image without a label, VoiceOver would read its name.
        #expect(found.map(\.kind) == [.missingImage, .missingAccessibilityLabel])
    }

    @Test("A Link in a systemSmall widget is reported: iOS ignores it there")
    func linkInSmall() throws {
        let link = Link(destination: URL(string: "app://x")!) { Text("Open") }
        #expect(try diagnose(link, family: .systemSmall).map(\.kind) == [.ignoredLink])
        // Honoured in medium: no longer ignored, but a one-line text link is under the HIG's 44 pt hit region.
        #expect(try diagnose(link, family: .systemMedium).map(\.kind) == [.smallTapTarget])
        #expect(try diagnose(link.frame(minHeight: 44), family: .systemMedium).map(\.kind) == [.smallTapTarget])
        #expect(try diagnose(Link(destination: URL(string: "app://x")!) { Text("Open").frame(minWidth: 44, minHeight: 44) }, family: .systemMedium).isEmpty)
    }
}

@Suite struct ClippingDiagnosticTests {
    @Test("Text pushed outside a clipped frame is reported as clipped, with the frame")
    func clippedByFrame() throws {
        let cell = WidgetCell(family: .systemMedium)
        let view = VStack(spacing: 0) { Color.red.frame(height: 40); Text("Hidden below") }.frame(height: 40, alignment: .top).clipped()
        let result = try WidgetRenderer.layout(AnyView(view), cell: cell, options: WidgetOptions(), assets: AssetCatalog())
        let found = DiagnosticFinder().diagnose(result, family: .systemMedium)
        #expect(found.map(\.kind) == [.clippedText])
        #expect(found[0].path.contains("Hidden below"))
        #expect(found[0].frame != nil)
    }
}
