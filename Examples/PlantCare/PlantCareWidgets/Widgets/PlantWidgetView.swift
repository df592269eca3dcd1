import AppIntents
import SwiftUI
import UIKit
import WidgetKit

struct PlantWidgetView: View {
    var entry: PlantEntry
    @Environment(\.widgetFamily) private var family

    private var daysLeft: Int { entry.plant.daysUntilWatering(from: entry.date) }

    private var photo: UIImage {
        UIImage(named: entry.plant.imageName) ?? UIImage(systemName: "leaf.fill")!
    }

    var body: some View {
        HStack(spacing: 12) {
            if family != .systemSmall {
                // On tinted and glass Home Screens a photo would become a solid shape: show it desaturated in the tint.
                Image(uiImage: photo)
                    .resizable()
                    .widgetAccentedRenderingMode(.accentedDesaturated)
                    .scaledToFill()
                    .frame(width: 96, height: 96)
                    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
                    // The plant's name is read next to it; the photo only decorates.
                    .accessibilityHidden(true)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.plant.name)
                    .font(.headline)
                    .lineLimit(2)
                    .minimumScaleFactor(0.6)
                if entry.showsNextWatering {
                    Text(daysLeft == 0 ? "Water today" : "Water in \(daysLeft) days")
                        .font(.subheadline)
                        .foregroundStyle(daysLeft == 0 ? Color("LeafGreen") : .secondary)
                        .lineLimit(1)
                        .minimumScaleFactor(0.7)
                }
                Spacer(minLength: 0)
                Button(intent: WaterPlantIntent(plantID: entry.plant.id)) {
                    Label("Water", systemImage: "drop.fill")
                        .font(.caption.bold())
                        .lineLimit(1)
                        // The HIG's 44 pt hit region: padding inside the label grows what can be tapped.
                        .padding(.vertical, 8)
                }
                .buttonStyle(.borderedProminent)
                .tint(Color("LeafGreen"))
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .containerBackground(for: .widget) {
            Color(uiColor: .secondarySystemBackground)
        }
    }
}
