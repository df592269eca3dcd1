import SwiftUI

// The app's settings screen, in the same folder as the widget as many apps keep it: compiled with the widget,
// never shown by it.
struct SettingsScreen: View {
    @State private var accent = Color.green
    @State private var goal = 5
    @State private var reminders = true

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Goal"), footer: Text("How many habits a day counts as done.")) {
                    Text("Daily goal: \(goal)")
                    ColorPicker("Accent colour", selection: $accent)
                }
                Section {
                    Toggle("Reminders", isOn: $reminders)
                    NavigationLink("About", destination: AboutScreen())
                } header: {
                    Text("Notifications")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct AboutScreen: View {
    var body: some View {
        NavigationStack {
            Form {
                Section("Version") { Text("1.0") }
                NavigationLink(value: 1) { Label("Licences", systemImage: "doc.text") }
            }
            .navigationDestination(for: Int.self) { _ in Text("Licences") }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { Button("Done") {} }
            }
        }
    }
}
