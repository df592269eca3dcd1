import AppIntents
import SwiftUI
import WidgetKit

/// The widget's view: a station departure board, laid out for the family it is shown in.
struct DepartureBoardView: View {
    var entry: DepartureEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        Group {
            if let next = entry.next {
                switch family {
                case .accessoryRectangular:
                    LockScreenDeparture(departure: next)
                case .systemMedium:
                    MediumBoard(entry: entry, next: next)
                default:
                    SmallBoard(entry: entry, next: next)
                }
            } else {
                EmptyBoard(station: entry.station)
            }
        }
        // Past xxLarge the times would push the destination off the board.
        .dynamicTypeSize(...BoardStyle.current.largestTextSize)
        .containerBackground(for: .widget) {
            // Xcode 15's generated asset symbols (ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS).
            Color(.boardBackground)
        }
        .widgetURL(entry.station.url)
    }
}

/// How boards look, shared by the app's settings screen and the widget. Main-actor isolated as Xcode 16 writes
/// such models: the iOS 18 SDK runs a view's `body` on the main actor, so `body` reads it directly.
@MainActor
final class BoardStyle {
    static let current = BoardStyle()
    var largestTextSize = DynamicTypeSize.xxLarge
}

/// The expected time in the board's dot-matrix face. A time is never truncated.
private struct BoardTime: View {
    var departure: Departure
    var size: CGFloat = 15

    var body: some View {
        Text(Departure.boardTime(departure.expected))
            .strikethrough(departure.isCancelled)
            .font(.custom("DotMatrix", size: size))
            .foregroundStyle(departure.isDelayed ? Color.orange : Color("BoardText"))
            .fixedSize()
    }
}

/// The line's roundel and short name.
private struct LineLabel: View {
    var line: String

    var body: some View {
        HStack(spacing: 4) {
            Image(.lineBadge)
                .resizable()
                .frame(width: 16, height: 16)
            Text(line)
                .font(.caption.weight(.heavy))
                .fixedSize()
        }
    }
}

private struct RefreshButton: View {
    var station: Station

    var body: some View {
        Button(intent: RefreshDeparturesIntent(station: station)) {
            Image(systemName: "arrow.clockwise")
                .font(.caption.weight(.semibold))
                .frame(width: 28, height: 28)
        }
        .buttonStyle(.plain)
        .foregroundStyle(.boardText)
        .accessibilityLabel("Refresh")
    }
}

private struct SmallBoard: View {
    var entry: DepartureEntry
    var next: Departure

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 0) {
                LineLabel(line: next.line)
                Spacer(minLength: 4)
                RefreshButton(station: entry.station)
            }
            BoardTime(departure: next, size: 30)
            Text(next.destination)
                .font(.subheadline.weight(.semibold))
                .lineLimit(2)
            Spacer(minLength: 0)
            HStack {
                Text("Platform \(next.platform)")
                    .layoutPriority(1)
                Spacer(minLength: 4)
                if next.isDelayed {
                    Text("+\(next.delayMinutes)")
                        .foregroundStyle(.orange)
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}

private struct MediumBoard: View {
    var entry: DepartureEntry
    var next: Departure

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.station.name)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .minimumScaleFactor(0.8)
                LineLabel(line: next.line)
                BoardTime(departure: next, size: 30)
                Text(next.destination)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(2)
                Spacer(minLength: 0)
                Text("Platform \(next.platform)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .padding(10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(ContainerRelativeShape().fill(Color("BoardText").opacity(0.08)))

            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text("Then")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                    Spacer(minLength: 0)
                    RefreshButton(station: entry.station)
                }
                ForEach(entry.following) { departure in
                    HStack(spacing: 6) {
                        BoardTime(departure: departure)
                        Text(departure.destination)
                            .font(.caption)
                            .lineLimit(1)
                            .layoutPriority(1)
                            .minimumScaleFactor(0.8)
                        Spacer(minLength: 0)
                        Text(departure.platform)
                            .font(.caption2.monospacedDigit())
                            .foregroundStyle(.secondary)
                    }
                }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

private struct LockScreenDeparture: View {
    var departure: Departure

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 4) {
                Text(departure.line)
                    .font(.headline)
                Text(departure.destination)
                    .font(.headline)
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
            }
            BoardTime(departure: departure)
            Text("Platform \(departure.platform)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct EmptyBoard: View {
    var station: Station
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(station.name)
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
                .lineLimit(1)
            Text("No departures")
                .font(.headline)
                .minimumScaleFactor(0.8)
            if family != .accessoryRectangular {
                Spacer(minLength: 0)
                RefreshButton(station: station)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
