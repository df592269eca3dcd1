#if DEBUG
import Foundation

extension Departure {
    /// A plausible board for `station` around `date`, for previews and for simulators that have not
    /// downloaded one yet. Debug builds only.
    static func samples(from station: Station, around date: Date) -> [Departure] {
        let start = Calendar.current.dateInterval(of: .minute, for: date)?.start ?? date
        let lines: [(line: String, destination: String, platform: String)] = switch station {
        case .harbourfront, .millbrookRoad:
            [("S1", "Northgate", "2"), ("S4", "Central Junction", "1"), ("RE 7", "Airport", "3"), ("S1", "Northgate", "2")]
        case .centralJunction:
            [("S4", "Harbourfront", "4"), ("RE 7", "Airport", "7"), ("S1", "Millbrook Road", "5"), ("S4", "Harbourfront", "4")]
        case .northgate:
            [("S1", "Harbourfront", "1"), ("S4", "Central Junction", "1"), ("S1", "Harbourfront", "1"), ("RE 7", "Airport", "2")]
        }
        let minutes = [4, 11, 19, 26]
        return zip(lines, minutes).enumerated().map { index, pair in
            let (service, minute) = pair
            return Departure(
                id: "\(station.rawValue)-\(index)", line: service.line, destination: service.destination,
                platform: service.platform, scheduled: start.addingTimeInterval(TimeInterval(minute * 60)),
                delayMinutes: index == 1 ? 3 : 0)
        }
    }

    /// The reference time previews use, so their boards do not change from run to run.
    static let previewDate = Date(timeIntervalSince1970: 1_780_040_700)
}
#endif
