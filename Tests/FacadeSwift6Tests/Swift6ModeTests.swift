import Foundation
import Testing
import SwiftUI
import WidgetKit
import WidgetryPipeline

/// The same facades in Swift 6 language mode with strict concurrency: the widget above compiles as an
/// Xcode 16+ target in Swift 6 mode writes it, and renders.
@Suite struct Swift6ModeTests {
    @Test("A Swift 6-mode App Intent widget renders its default configuration's entry from the actor store")
    func rendersDefaultConfiguration() {
        let cell = WidgetCell(family: .systemSmall)
        let rendered = CellPipeline().render(RegisteredWidget(HabitWidget.self), in: cell, output: .layout)
        #expect(rendered.failure == nil)
        let texts = rendered.layout?.texts.map(\.text.string) ?? []
        // The intent's @Parameter default is .reading, so the store's "Read" habit (streak 12) shows.
        #expect(texts.contains("Read"))
        #expect(texts.contains("12 days"))
    }

    @Test("Its #Preview timeline is discovered with both entries")
    func previewDiscovered() throws {
        let preview = try #require(DiscoveredPreviews.widgets.first { $0.fileID.hasSuffix("HabitWidget.swift") })
        let timeline = preview.makeTimeline()
        #expect(timeline.problem == nil)
        // The preview lists two entries; the second's 300-day streak is the one to check for overflow.
        #expect(timeline.entries.count == 2)
    }
}
