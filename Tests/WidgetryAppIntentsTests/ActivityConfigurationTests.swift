import Foundation
import Testing
import WidgetryActivityKit
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }

    var restaurant: String
}

struct DeliveryActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack {
                Text(context.restaurant)
                Text("\(context.state.minutesLeft) min")
            }
            .activityBackgroundTint(Color.black)
            .activitySystemActionForegroundColor(Color.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.restaurant) }
                DynamicIslandExpandedRegion(.trailing, priority: 1) { Text("\(context.state.minutesLeft) min") }
                DynamicIslandExpandedRegion(.bottom) { Text("On its way") }
            } compactLeading: {
                Text("🍕")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)")
            } minimal: {
                Text("🍕")
            }
            .keylineTint(Color.red)
            .contentMargins(.horizontal, 8, for: .expanded)
            .widgetURL(URL(string: "delivery://order"))
        }
        .configurationDisplayName("Delivery")
        .supplementalActivityFamilies([.small])
    }
}

@Suite struct ActivityConfigurationTests {
    /// The widget's configuration, as its concrete type.
    var configuration: ActivityConfiguration<DeliveryAttributes> {
        get throws { try #require(DeliveryActivity().body as Any as? ActivityConfiguration<DeliveryAttributes>) }
    }

    let context = ActivityViewContext(attributes: DeliveryAttributes(restaurant: "Luigi's"),
                                      state: DeliveryAttributes.ContentState(minutesLeft: 12))

    @Test func aLiveActivityHasNothingToRenderAsAWidget() {
        #expect(DeliveryActivity().body.descriptor == nil)
        let cell = CellPipeline().render(RegisteredWidget(DeliveryActivity.self), in: smallCell)
        #expect(cell.failure?.kind == .nothingToRender)
    }

    @Test func theLockScreenViewShowsTheContext() throws {
        let view = try configuration.lockScreenView(for: context)
        #expect(texts(of: view) == ["Luigi's", "12 min"])
    }

    @Test func theDynamicIslandKeepsItsRegions() throws {
        let island = try configuration.dynamicIsland(for: context)
        #expect(island.expandedRegions.map(\.position) == [DynamicIslandExpandedRegionPosition.leading, .trailing, .bottom])
        #expect(island.expandedRegions.map(\.priority) == [0, 1, 0])
        #expect(island.keylineTint == Color.red)
        #expect(island.contentMargins.map(\.mode) == [DynamicIslandMode.expanded])
        #expect(island.widgetURL == URL(string: "delivery://order"))
        #expect(texts(of: island.compactTrailing) == ["12"])
        #expect(try configuration.supplementalFamilies == [.small])
    }
}

/// An app's helper, as apps write it: WidgetKit declares the modifier on every configuration (iOS 18).
extension WidgetConfiguration {
    func offeredOnWatchAndMac() -> some WidgetConfiguration {
        if #available(iOS 18.0, *) {
            return self.supplementalActivityFamilies([.small, .medium])
        } else {
            return self
        }
    }
}

@Suite struct SupplementalActivityFamiliesTests {
    @Test("supplementalActivityFamilies called on any WidgetConfiguration keeps a Live Activity's families")
    func calledThroughAWidgetConfigurationHelper() throws {
        let activity = ActivityConfiguration(for: DeliveryAttributes.self) { context in
            Text(context.restaurant)
        } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("") } } compactLeading: { Text("") } compactTrailing: { Text("") } minimal: { Text("") }
        }
        let offered = try #require(activity.offeredOnWatchAndMac() as Any as? ActivityConfiguration<DeliveryAttributes>)
        #expect(offered.supplementalFamilies == [.small, .medium])
    }
}
