import SwiftUI
import WidgetKit

struct HabitWidgetView: View {
    var entry: HabitProvider.Entry

    var body: some View {
        GroupBox {
            VStack(alignment: .leading, spacing: 6) {
                ProgressView(value: Double(entry.done), total: Double(max(entry.goal, 1)))
                    .progressViewStyle(ThickBarStyle())
                Text(entry.affirmation)
                    .font(.caption)
                    .lineLimit(2)
            }
        } label: {
            Text("\(entry.done) of \(entry.goal) done")
        }
        .groupBoxStyle(PlainCardStyle())
    }
}

/// A bar twice the system's thickness, with the percentage after it.
struct ThickBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        HStack(spacing: 6) {
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.secondary.opacity(0.3))
                    Capsule().fill(Color.green).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 8)
            Text("\(Int((fraction * 100).rounded()))%")
                .font(.caption2.monospacedDigit())
        }
    }
}

/// The label in bold over the content, without the system box.
struct PlainCardStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
    }
}
