// A Live Activity written exactly as for iOS, with Apple's imports and the `contentStates:` preview form.
import ActivityKit
import SwiftUI
import WidgetKit

struct MatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var home: Int
        var away: Int
    }

    var homeTeam: String
    var awayTeam: String
}

struct MatchActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            HStack {
                Text(context.attributes.homeTeam)
                Spacer()
                Text("\(context.state.home) – \(context.state.away)").font(.title2.bold())
                Spacer()
                Text(context.attributes.awayTeam)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.homeTeam) }
                DynamicIslandExpandedRegion(.trailing) { Text(context.attributes.awayTeam) }
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.home) – \(context.state.away)") }
            } compactLeading: {
                Text("\(context.state.home)")
            } compactTrailing: {
                Text("\(context.state.away)")
            } minimal: {
                Text("⚽︎")
            }
            .keylineTint(.green)
        }
    }
}

#Preview("Match", as: .dynamicIsland(.compact), using: MatchAttributes(homeTeam: "Lions", awayTeam: "Bears")) {
    MatchActivityWidget()
} contentStates: {
    MatchAttributes.ContentState(home: 0, away: 0)
    MatchAttributes.ContentState(home: 2, away: 1)
}

#Preview(as: .content, using: MatchAttributes(homeTeam: "Lions", awayTeam: "Bears")) {
    MatchActivityWidget()
} contentStates: {
    MatchAttributes.ContentState(home: 3, away: 3)
}
