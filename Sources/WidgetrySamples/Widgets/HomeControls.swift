import Widgetry
import WidgetryAppIntents

/// The home-controls samples' entry: two switches and the state of the front door.
public struct HomeControlsEntry: TimelineEntry, Sendable {
    public let date: Date
    public let fanOn: Bool
    public let heaterOn: Bool
    public let doorLocked: Bool
}

/// Switches the lights from the widget.
public struct ToggleLightsIntent: AppIntent {
    public static var title: LocalizedStringResource { "Toggle lights" }
    public init() {}
}

/// Switches the fan from the widget.
public struct ToggleFanIntent: AppIntent {
    public static var title: LocalizedStringResource { "Toggle fan" }
    public init() {}
}

/// Switches the heater from the widget.
public struct ToggleHeaterIntent: AppIntent {
    public static var title: LocalizedStringResource { "Toggle heater" }
    public init() {}
}

/// One moment: the fan on, the heater off, the door locked.
public struct HomeControlsProvider: TimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> HomeControlsEntry {
        HomeControlsEntry(date: Date(timeIntervalSince1970: 1_780_000_000), fanOn: true, heaterOn: false, doorLocked: true)
    }
    public func getSnapshot(in context: Context, completion: @escaping (HomeControlsEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<HomeControlsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// The accessibility audit's broken sample: every control and status here fails someone.
/// - the lights button is a 30 pt icon with no label (a small tap target, and VoiceOver reads the symbol's name);
/// - the fan and heater toggles lie over each other in a ZStack (overlapping tap targets), both labelled "Switch"
///   (VoiceOver reads the same label twice);
/// - the house icon has no label;
/// - the update time is an overlay at the top, which VoiceOver reads last;
/// - the door's state is a red or green dot only, which protanopes and deuteranopes cannot tell apart;
/// - the alarm's red caption on a dark card loses its contrast for protanopes.
struct HomeControlsView: View {
    let entry: HomeControlsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "house.fill")
                Text("Home").font(.headline)
            }
            HStack(spacing: 6) {
                Circle().fill(entry.doorLocked ? Color.green : Color.red).frame(width: 12, height: 12)
                Circle().fill(entry.doorLocked ? Color.red : Color.green).frame(width: 12, height: 12)
                Text("Front door · Garage").font(.caption)
                // System red on a dark grey card: 3.9:1 in full colour, 2.7:1 with protanopia.
                Text("Alarm off").font(.caption)
                    .foregroundStyle(Color(red: 1, green: 59 / 255, blue: 48 / 255))
                    .padding(4)
                    .background(Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255))
            }
            HStack(spacing: 12) {
                Button(intent: ToggleLightsIntent()) {
                    Image(systemName: "lightbulb").frame(width: 30, height: 30)
                }
                .buttonStyle(.plain)
                ZStack(alignment: .leading) {
                    Toggle(isOn: entry.fanOn, intent: ToggleFanIntent()) { Text("Switch") }
                    Toggle(isOn: entry.heaterOn, intent: ToggleHeaterIntent()) { Text("Switch") }
                        .padding(.leading, 40)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        // Drawn at the top, read last: an overlay comes after the content it is laid over.
        .overlay(alignment: .topTrailing) { Text("Updated 9:41").font(.caption2) }
        .containerBackground(.background, for: .widget)
    }
}

/// The same widget made accessible: 44 pt controls side by side with their own names, a label on the icon
/// button, the house icon hidden (the text says it), the update time in the header where it is read in
/// order, and the door's state in words and shape as well as colour.
struct HomeControlsFixedView: View {
    let entry: HomeControlsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "house.fill").accessibilityHidden(true)
                Text("Home").font(.headline)
                Spacer()
                Text("Updated 9:41").font(.caption2)
            }
            HStack(spacing: 6) {
                Image(systemName: entry.doorLocked ? "lock.fill" : "lock.open").accessibilityHidden(true)
                Text(entry.doorLocked ? "Front door locked" : "Front door open").font(.caption)
                Text("Alarm off").font(.caption)
                    .foregroundStyle(.white)
                    .padding(4)
                    .background(Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255))
            }
            HStack(spacing: 12) {
                Button(intent: ToggleLightsIntent()) {
                    Image(systemName: "lightbulb").frame(width: 44, height: 44)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Lights")
                // The tap area is the control's own frame, so the height goes on the label, inside the toggle.
                Toggle(isOn: entry.fanOn, intent: ToggleFanIntent()) { Text("Fan").frame(minHeight: 44) }
                Toggle(isOn: entry.heaterOn, intent: ToggleHeaterIntent()) { Text("Heater").frame(minHeight: 44) }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.background, for: .widget)
    }
}

/// The accessibility audit's sample (medium), broken on purpose: a 30 pt icon button, overlapping toggles, an
/// unlabeled icon and a red/green status (docs/checking.md, "Accessibility").
public struct HomeControlsWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HomeControls", provider: HomeControlsProvider()) { entry in
            HomeControlsView(entry: entry)
        }
        .configurationDisplayName("Home Controls")
        .description("Controls that fail the accessibility audit: broken on purpose.")
        .supportedFamilies([.systemMedium])
    }
}

/// The accessibility audit's sample fixed: clean.
public struct HomeControlsFixedWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HomeControlsFixed", provider: HomeControlsProvider()) { entry in
            HomeControlsFixedView(entry: entry)
        }
        .configurationDisplayName("Home Controls (fixed)")
        .description("The same controls, accessible.")
        .supportedFamilies([.systemMedium])
    }
}
