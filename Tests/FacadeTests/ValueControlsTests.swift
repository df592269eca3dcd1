import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// Value controls on app screens that share files with a widget: a reminder settings form with pickers,
/// a slider, a stepper and date pickers, written as iOS apps write them.
@Suite struct ValueControlsTests {
    private func render<V: View>(_ view: V) throws -> LayoutResult {
        let rendered = CellPipeline().render(AnyView(view), named: "screen", in: WidgetCell(family: .systemLarge), output: .layout)
        return try #require(rendered.layout)
    }
    private func texts<V: View>(_ view: V) throws -> [String] { try render(view).texts.map(\.text.string) }

    enum Sound: String, CaseIterable, Identifiable { case chime, bell, none; var id: Self { self } }

    struct ReminderSettings: View {
        @State private var sound = Sound.bell
        @State private var volume = 0.25
        @State private var snoozes = 3
        @State private var repeatDays = 2
        var body: some View {
            Form {
                Picker("Sound", selection: $sound) {
                    ForEach(Sound.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.menu)
                Picker(selection: $repeatDays) {
                    Text("Daily").tag(1)
                    Text("Weekdays").tag(2)
                } label: {
                    Text("Repeat")
                }
                Slider(value: $volume, in: 0...1, step: 0.05) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                Stepper("Snoozes: \(snoozes)", value: $snoozes, in: 0...5)
            }
        }
    }

    @Test("Menu pickers show their label and the selected option (by ForEach id or by tag); a slider its value labels, a stepper its title")
    func reminderSettings() throws {
        #expect(try texts(ReminderSettings()) == ["Sound", "Bell", "Repeat", "Weekdays", "0", "1", "Snoozes: 3"])
    }

    @Test("A segmented picker shows every option; an inline one its label and every option")
    func segmentedAndInline() throws {
        let segmented = Picker("Units", selection: .constant("km")) {
            Text("Miles").tag("mi"); Text("Kilometres").tag("km")
        }.pickerStyle(.segmented)
        #expect(try texts(segmented) == ["Miles", "Kilometres"])
        let inline = Picker("Units", selection: .constant("km")) {
            Text("Miles").tag("mi"); Text("Kilometres").tag("km")
        }.pickerStyle(.inline)
        #expect(try texts(inline) == ["Units", "Miles", "Kilometres"])
    }

    @Test("A tag outside a picker draws its view as it is")
    func tagOutsidePicker() throws {
        #expect(try texts(VStack { Text("A").tag(1); Text("B").tag(2) }) == ["A", "B"])
    }

    @Test("The slider's thumb sits at the value's fraction of the track")
    func sliderThumb() throws {
        // 200-point track, 28-point thumb: its centre travels 14 … 186, so 0.25 puts it at 14 + 0.25 × 172 = 57.
        let layout = try render(Slider(value: .constant(0.25)).frame(width: 200))
        let thumb = try #require(layout.allElements.first { $0.frame.width == 28 && $0.frame.height == 28 && $0.kind == .shape })
        let track = try #require(layout.allElements.filter { $0.frame.height == 4 }.max { $0.frame.width < $1.frame.width })
        #expect(abs(thumb.frame.midX - track.frame.minX - 57) < 0.01)
    }

    @Test("iOS 26's slider with a neutral value and a current-value label: the value labels at the ends, the thumb at the value")
    func neutralValueSlider() throws {
        @State var offset = 0.0
        let layout = try render(VStack {
            Slider(value: .constant(0.5), in: -1...1, neutralValue: 0) { Text("Offset") } currentValueLabel: { Text("now") }
                minimumValueLabel: { Text("-1h") } maximumValueLabel: { Text("+1h") }
            Slider(value: $offset.animation(), in: -1...1, step: 0.5, neutralValue: 0) { Text("Offset") } currentValueLabel: { Text("now") }
                minimumValueLabel: { Text("-2h") } maximumValueLabel: { Text("+2h") }
        })
        #expect(layout.texts.map(\.text.string) == ["-1h", "+1h", "-2h", "+2h"])
    }

    @Test("A button style may hit-test with its border shape, and scale secondary text, as iOS 17 styles write them")
    func borderShapeAndTextScale() throws {
        struct PillStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(.horizontal, 8).contentShape(ButtonBorderShape.capsule)
            }
        }
        let layout = try render(Button(action: {}) { Text("12") + Text(" min").textScale(.secondary) }.buttonStyle(PillStyle()))
        #expect(layout.texts.map(\.text.string) == ["12 min"])
        // As a shape, a capsule border is a capsule: its path in a 40 × 20 frame is the capsule's.
        #expect(ButtonBorderShape.capsule.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect == Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect)
    }

    @Test("A date picker shows its title and the date and time, formatted for the environment")
    func datePicker() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000) // 2023-11-14 22:13:20 UTC
        let view = VStack {
            DatePicker("Starts", selection: .constant(date), in: ...date, displayedComponents: .date)
            DatePicker("Remind at", selection: .constant(date), displayedComponents: [.hourAndMinute])
            DatePicker(selection: .constant(date)) { Text("Both") }
        }
        .datePickerStyle(.compact)
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.locale, Locale(identifier: "en_US"))
        let shown = try texts(view)
        #expect(shown.count == 7)
        #expect(shown.first == "Starts")
        #expect(shown[1].contains("2023"))
        #expect(shown[2] == "Remind at")
        #expect(shown[3].contains("10:13"))
        #expect(shown[4] == "Both")
    }
}
