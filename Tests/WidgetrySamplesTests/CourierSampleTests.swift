import Foundation
import Testing
import Widgetry
import WidgetryCheck
import WidgetryPipeline
import WidgetrySamples

/// The courier sample: its provider writes its text with `String(localized:)`, in English, German and
/// Japanese (`Localized/CourierStatus/Localizable.xcstrings`), and it has no Arabic.
@Suite struct CourierSampleTests {
    private let widget = SampleWidgets.catalog.widget(named: "CourierStatus")!

    /// The cell's texts, rendered as the pipeline renders it inside the cell's string localization (at
    /// `time` on the simulated timeline, or the snapshot).
    private func render(_ locale: String, at time: Date? = nil) -> (texts: [String], layout: LayoutResult?) {
        var cell = WidgetCell(family: .systemSmall)
        cell.locale = .language(locale)
        let rendered = WidgetRenderer.withStringLocalization(for: cell, assets: widget.assets) {
            CellPipeline().render(widget, in: cell, at: time, output: .layout)
        }
        return (rendered.layout?.texts.map(\.text.string) ?? [], rendered.layout)
    }

    @Test("The provider's String(localized:) gives the German translation in a de cell, with German plural forms")
    func germanFromTheProvider() {
        // The catalog's German: "Kommt heute"; 3 takes the `other` form.
        #expect(render("de").texts == ["Zusteller", "Kommt heute", "Noch 3 Lieferungen vor Ihrer"])
        // Forty minutes into the timeline the van has one delivery left before this one: German's `one` form.
        let start = CellPipeline.defaultTimelineStart
        #expect(render("de", at: start.addingTimeInterval(40 * 60)).texts.last == "Noch 1 Lieferung vor Ihrer")
        #expect(render("ja").texts == ["配達", "本日お届け", "お届けまであと3件"])
    }

    @Test("An Arabic reader sees the development language laid out left to right; the sample with Arabic is mirrored")
    func arabicWithoutAnArabicLocalization() throws {
        let arabic = render("ar")
        #expect(arabic.texts == ["Courier", "Arriving today", "3 deliveries before yours"])
        // Left to right: the leading text starts at the content margin.
        let title = try #require(arabic.layout?.texts.first?.element.frame)
        #expect(abs(title.minX - WidgetLayoutFacts.standardContentMargin) < 0.5)
        // ParcelTracker has Arabic: its title ends at the right margin instead.
        var cell = WidgetCell(family: .systemSmall)
        cell.locale = .language("ar")
        let parcel = CellPipeline().render(SampleWidgets.catalog.widget(named: "ParcelTracker")!, in: cell, output: .layout)
        let parcelTitle = try #require(parcel.layout?.texts.first?.element.frame)
        let width = try #require(cell.size?.width)
        #expect(abs(parcelTitle.maxX - (width - WidgetLayoutFacts.standardContentMargin)) < 0.5)
    }

    @Test("The sample is clean in every language of its catalog and in Arabic")
    func clean() {
        var matrix = CheckMatrix(widgets: [widget], devices: [DeviceCatalog.defaultDevice], appearances: [.light], contexts: [.homeScreen])
        matrix.locales = ["en", "de", "ja", "ar"].map(CellLocale.language)
        let report = CheckReport(results: MatrixRunner().run(matrix))
        #expect(report.problems.isEmpty, "\(report.summary())")
    }
}
