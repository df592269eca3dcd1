import Foundation
import Testing
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// A widget whose configuration closure writes `.frame(width: -20)`: SwiftUI logs "Invalid frame dimension" while
/// building the view, before any layout, so it must still reach the cell. (Negative padding is not such an
/// issue: SwiftUI lays it out, `PaddingLayoutTests`.)
struct NegativeFrameWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "negative-frame", provider: OneEntryProvider()) { _ in
            VStack {
                Text("Title")
                Text("Detail").frame(width: -20)
            }
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// A GeometryReader at the root, as many widgets are written, with the widget-wide markers inside it.
struct GeometryRootWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "geometry-root", provider: OneEntryProvider()) { _ in
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) pt wide")
                    .containerBackground(Color.blue, for: .widget)
                    .widgetURL(URL(string: "example://geometry"))
            }
        }
        .supportedFamilies([.systemSmall])
    }
}

@Suite struct CellPipelineTests {
    @Test("A build-time issue in a configuration closure is reported on its cell, with the view's path")
    func buildIssueInConfiguration() {
        let rendered = CellPipeline().render(RegisteredWidget(NegativeFrameWidget.self), in: mediumCell)
        let issue = rendered.findings.first { $0.kind == .invalidLength }
        #expect(issue != nil)
        // The frame wraps the second Text of the VStack, so its element carries that view's path.
        #expect(issue?.path == "VStack/Text(\"Detail\")[1]")
        #expect(issue?.message.contains("-20") == true)
        #expect(rendered.key.widget == "negative-frame" && rendered.key.family == .systemMedium)
    }

    @Test("The same issue in two cells is reported in both: nothing is lost between layouts on one thread")
    func issueInEveryCell() {
        let pipeline = CellPipeline()
        for size in [DynamicTypeSize.large, .accessibility5] {
            let rendered = pipeline.render(RegisteredWidget(NegativeFrameWidget.self),
                                           in: WidgetCell(family: .systemSmall, dynamicTypeSize: size))
            #expect(rendered.findings.filter { $0.kind == .invalidLength }.count == 1)
        }
    }

    @Test("containerBackground and widgetURL inside a GeometryReader are honoured")
    func markersInsideGeometryReader() throws {
        let rendered = CellPipeline().render(RegisteredWidget(GeometryRootWidget.self), in: WidgetCell(family: .systemSmall),
                                             output: [.layout, .drawing])
        let layout = try #require(rendered.layout)
        #expect(layout.containerBackground != nil)
        // Placed edge to edge on the canvas, whatever the GeometryReader was given.
        #expect(layout.containerBackground?.frame.size == WidgetCell(family: .systemSmall).size)
        #expect(layout.widgetURL == URL(string: "example://geometry"))
        #expect(rendered.tapTargets?.url(at: CGPoint(x: 5, y: 5)) == URL(string: "example://geometry"))
        // No system background behind a widget that has its own: the first fill is the blue background.
        let fills = (rendered.displayList?.commands ?? []).compactMap { command -> RGBAColor? in
            if case .fill(_, _, .color(let color)) = command { return color } else { return nil }
        }
        // System white would have equal channels; the blue background has more blue than red.
        #expect(fills.first.map { $0.blue > $0.red } == true)
    }

    @Test("A ViewThatFits candidate that was not chosen gives no markers")
    func unchosenCandidateIgnored() {
        // The first candidate is 1,000 pt wide and cannot fit a 338 pt widget; the second is chosen.
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 1_000, height: 10)
                .containerBackground(Color.red, for: .widget)
                .widgetURL(URL(string: "example://unchosen"))
            Text("fits")
                .widgetURL(URL(string: "example://chosen"))
        }
        let rendered = CellPipeline().render(AnyView(view), named: "fits", in: mediumCell, output: .layout)
        #expect(rendered.layout?.widgetURL == URL(string: "example://chosen"))
        #expect(rendered.layout?.containerBackground == nil)
    }

    @Test("A colour missing from the asset catalog is a finding; it is drawn clear")
    func missingColor() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = Text("Brand").foregroundColor(Color("BrandRed")).background(Color("BrandBackground"))
        let rendered = CellPipeline().render(AnyView(view), named: "colours", in: mediumCell,
                                             assets: AssetCatalog(directories: [folder]))
        let missing = rendered.findings.filter { $0.kind == .missingColor }
        #expect(Set(missing.map { $0.message.contains("BrandRed") ? "BrandRed" : $0.message.contains("BrandBackground") ? "BrandBackground" : "?" })
                == ["BrandRed", "BrandBackground"])
        // The background is filled by a shape view, so its finding carries that view's path.
        #expect(missing.contains { $0.message.contains("BrandBackground") && $0.path.hasSuffix("Rectangle") })
        #expect(missing.allSatisfy { $0.suggestion.contains(".colorset") })
    }

    @Test("An image file that cannot be decoded is a finding on the Image's path; a placeholder is drawn")
    func undecodableImage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("logo.png"))
        let rendered = CellPipeline().render(AnyView(VStack { Image("logo"); Image("absent") }), named: "images", in: mediumCell,
                                             assets: AssetCatalog(directories: [folder]), output: .drawing)
        let unreadable = rendered.findings.first { $0.kind == .unreadableImage }
        #expect(unreadable?.path == "VStack/Image(\"logo\")[0]")
        #expect(unreadable?.message.contains("cannot be decoded") == true)
        let missing = rendered.findings.first { $0.kind == .missingImage }
        #expect(missing?.path == "VStack/Image(\"absent\")[1]")
        #expect(rendered.displayList != nil)
    }

    @Test("Families the widget does not list, or the device lacks, are failed cells that say why")
    func failures() {
        let pipeline = CellPipeline()
        let unsupported = pipeline.render(RegisteredWidget(GeometryRootWidget.self), in: mediumCell)
        #expect(unsupported.failure?.kind == .unsupportedFamily)
        #expect(unsupported.failure?.message.contains("systemSmall") == true)
        let phone = DeviceCatalog.defaultDevice
        let noExtraLarge = pipeline.render(AnyView(Text("x")), named: "x", in: WidgetCell(family: .systemExtraLarge, device: phone))
        #expect(noExtraLarge.failure?.kind == .familyNotOnDevice)
    }

    @Test("A Link in a small or Lock Screen widget is reported, as the tap map ignores it there")
    func ignoredLinks() {
        let link = Link("Open", destination: URL(string: "example://link")!)
        for family in [WidgetFamily.systemSmall, .accessoryRectangular] {
            let rendered = CellPipeline().render(AnyView(link), named: "link", in: WidgetCell(family: family))
            #expect(rendered.findings.map(\.kind).contains(.ignoredLink))
            #expect(rendered.tapTargets?.links.isEmpty == true)
        }
        let medium = CellPipeline().render(AnyView(link), named: "link", in: mediumCell)
        #expect(!medium.findings.map(\.kind).contains(.ignoredLink))
        #expect(medium.tapTargets?.links.count == 1)
    }
}

@Suite struct IdentifiedFindingTests {
    @Test("A finding inside an identified view names its handle")
    func findingNamesHandle() {
        let view = VStack {
            Text("A headline far too long for forty points").lineLimit(1).frame(width: 40).accessibilityIdentifier("headline")
            Text("Fine")
        }
        let rendered = CellPipeline().render(AnyView(view), named: "ids", in: mediumCell)
        let truncated = rendered.findings.first { $0.kind == .truncatedText }
        #expect(truncated?.viewIdentifier == "headline")
        #expect(rendered.findings.filter { $0.viewIdentifier == nil }.allSatisfy { $0.kind != .truncatedText })
    }
}

@Suite struct AcceptedWithoutEffectTests {
    @Test("An API accepted without effect is an info finding on its view; off, it says nothing")
    func infoFinding() {
        let view = VStack {
            Text("Tight").allowsTightening(true)
            Text("Loose").allowsTightening(false)
            Text("Plain").privacySensitive()
        }
        let findings = CellPipeline().render(AnyView(view), named: "accepted", in: mediumCell).findings
            .filter { $0.kind == .acceptedWithoutEffect }
        #expect(findings.map(\.path).sorted() == ["VStack/Text(\"Plain\")[2]", "VStack/Text(\"Tight\")[0]"])
        #expect(findings.allSatisfy { $0.severity == .info })
    }
}
