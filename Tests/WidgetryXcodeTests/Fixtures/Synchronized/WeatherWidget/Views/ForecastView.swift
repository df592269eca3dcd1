import SwiftUI

struct ForecastView: View {
    let entry: Provider.Entry
    var body: some View { HourRow(hour: 9) }
}
