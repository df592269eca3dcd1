// An iOS 18 control beside a widget in one bundle, and the iOS 17 configuration modifiers.
import AppIntents
import SwiftUI
import WidgetKit

struct ToggleFlashlightIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Flashlight"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct FlashlightState: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { false }
}

struct FlashlightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Flashlight", provider: FlashlightState()) { isOn in
            ControlWidgetToggle("Flashlight", isOn: isOn, action: ToggleFlashlightIntent()) { on in
                Label(on ? "On" : "Off", systemImage: "flashlight.on.fill")
                    .controlWidgetActionHint(on ? "Turn Off" : "Turn On")
            }
            .tint(.init(red: 1, green: 0.8, blue: 0))
        }
        .displayName("Flashlight")
    }
}

struct KeepBackgroundWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "KeepBackground", provider: WeatherProvider()) { entry in
            Text(entry.forecast.city)
                .widgetLabel("Weather")
                .containerBackground(for: .widget) { Color.teal }
        }
        .containerBackgroundRemovable(false)
        .disfavoredLocations([.standBy, .lockScreen], for: [.systemSmall])
        .supportedFamilies([.systemSmall])
    }
}

struct ControlsAndWidgets: WidgetBundle {
    var body: some Widget {
        KeepBackgroundWidget()
        FlashlightControl()
    }
}

/// A bundle that lists another bundle's members and adds a control behind `if #available`, as apps that grew a control
/// in iOS 18 do.
struct GrownBundle: WidgetBundle {
    var body: some Widget {
        ControlsAndWidgets().body
        if #available(iOS 18.0, *) {
            TimerControl()
        }
    }
}

struct TimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Timer") {
            ControlWidgetButton(action: ToggleFlashlightIntent()) { Label("Timer", systemImage: "timer") }
        }
    }
}
