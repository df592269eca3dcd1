import Widgetry
import WidgetryActivityKit

/// The Live Activity sample: a food delivery. The fixed attributes name the store and the order; the
/// content state moves through the delivery's stages.
public struct DeliveryAttributes: ActivityAttributes, Sendable {
    /// The store the order comes from.
    public var store: String
    /// The order's number, shown on the Lock Screen.
    public var orderNumber: Int

    /// The part of the delivery that changes while the activity runs.
    public struct ContentState: Codable, Hashable, Sendable {
        /// Where the order is.
        public var stage: DeliveryStage
        /// Minutes until it arrives.
        public var minutesLeft: Int
        /// What the courier or the store said, newest first; the Lock Screen lists every one.
        public var updates: [String]

        /// A state.
        public init(stage: DeliveryStage, minutesLeft: Int, updates: [String] = []) {
            self.stage = stage
            self.minutesLeft = minutesLeft
            self.updates = updates
        }
    }

    /// The attributes of an order.
    public init(store: String, orderNumber: Int) {
        self.store = store
        self.orderNumber = orderNumber
    }
}

/// The stages of a delivery.
public enum DeliveryStage: String, Codable, Hashable, Sendable {
    case preparing, onTheWay, delayed

    var title: String {
        switch self {
        case .preparing: "Preparing your order"
        case .onTheWay: "On the way"
        case .delayed: "Running late"
        }
    }

    var progress: Double {
        switch self {
        case .preparing: 0.25
        case .onTheWay: 0.7
        case .delayed: 0.6
        }
    }
}

/// The delivery's Live Activity: a Lock Screen banner and all four Dynamic Island presentations, with the
/// island's outline tinted in the store's colour.
public struct DeliveryActivityWidget: Widget {
    public init() {}

    static let accent = Color.orange

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(attributes: context.attributes, state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.store).font(.headline).foregroundStyle(Self.accent).lineLimit(1)
                        .dynamicTypeSize(...DynamicTypeSize.xLarge)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min").font(.headline).monospacedDigit()
                        .dynamicTypeSize(...DynamicTypeSize.xLarge)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(context.state.stage.title).font(.subheadline).lineLimit(1)
                        ProgressView(value: context.state.stage.progress).tint(Self.accent)
                    }
                    // The expanded island is 371 points wide at most on this screen: its text stops growing at xLarge.
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                }
            } compactLeading: {
                Image(systemName: "bag.fill").foregroundStyle(Self.accent).accessibilityLabel("Delivery")
            } compactTrailing: {
                // The slot beside the camera is about 52 points wide: minutes and a unit letter fit, a sentence does not.
                Text("\(context.state.minutesLeft)m").font(.caption.bold()).monospacedDigit()
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
            } minimal: {
                Text("\(context.state.minutesLeft)").font(.caption2.bold()).monospacedDigit()
                    .dynamicTypeSize(...DynamicTypeSize.large)
            }
            .keylineTint(Self.accent)
        }
    }
}

/// The Lock Screen banner: store, minutes left, the stage with its progress, and the courier's updates.
/// Its text is capped at xxLarge so the usual states stay under the 160 points the system shows; the
/// delayed state's list of updates is what makes it too tall.
struct DeliveryLockScreenView: View {
    let attributes: DeliveryAttributes
    let state: DeliveryAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "bag.fill").foregroundStyle(DeliveryActivityWidget.accent).accessibilityHidden(true)
                Text(attributes.store).font(.headline).lineLimit(1).layoutPriority(1)
                Spacer(minLength: 8)
                Text("\(state.minutesLeft) min").font(.headline).monospacedDigit()
            }
            ProgressView(value: state.stage.progress).tint(DeliveryActivityWidget.accent)
            Text("\(state.stage.title) · order \(attributes.orderNumber)").font(.subheadline).lineLimit(1)
            ForEach(state.updates, id: \.self) { update in
                Text(update).font(.footnote).foregroundStyle(.secondary)
            }
        }
        .padding(16)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .activityBackgroundTint(Color.black.opacity(0.6))
    }
}

extension DeliveryActivityWidget {
    /// The order the sample shows.
    public static let sampleAttributes = DeliveryAttributes(store: "Corner Bakery", orderNumber: 1042)

    /// The sample's states: two that fit and a delayed one whose updates make the Lock Screen banner
    /// taller than 160 points.
    public static let sampleStates: [DeliveryAttributes.ContentState] = [
        DeliveryAttributes.ContentState(stage: .preparing, minutesLeft: 25),
        DeliveryAttributes.ContentState(stage: .onTheWay, minutesLeft: 8, updates: ["Sam picked up your order"]),
        DeliveryAttributes.ContentState(stage: .delayed, minutesLeft: 40, updates: [
            "Traffic on Main Street: about 15 minutes more",
            "Sam is waiting at the bridge",
            "The bakery added a free cookie for the wait",
            "Sam picked up your order",
            "Your order is being packed",
            "The bakery accepted your order",
        ]),
    ]

    /// The sample registered for `widgetry check`, `list` and the gallery.
    public static var registration: RegisteredLiveActivity {
        RegisteredLiveActivity(DeliveryActivityWidget.self, attributes: sampleAttributes, states: sampleStates)
    }
}
