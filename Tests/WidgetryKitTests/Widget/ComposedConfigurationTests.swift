import Foundation
import Testing
import WidgetryKit
import WidgetryUI

/// A configuration type of the app's own whose `body` is another configuration, as WidgetKit allows.
private struct NoteConfiguration: WidgetConfiguration {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "note", provider: dailyQuote) { entryView($0) }
            .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

private struct NoteWidget: Widget {
    var body: some WidgetConfiguration { NoteConfiguration() }
}

@Suite struct ComposedConfigurationTests {
    @Test("A widget whose body is an app's own configuration renders as that configuration's body")
    func composed() throws {
        let descriptor = try #require(NoteWidget().body.descriptor)
        #expect(descriptor.kind == "note")
        #expect(descriptor.options.supportedFamilies == [.systemSmall, .accessoryRectangular])
        // Widgetry's own configurations are primitive, as SwiftUI's primitive views are.
        #expect(EmptyWidgetConfiguration().descriptor == nil)
    }
}
