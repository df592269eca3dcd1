import SwiftUI

struct HourRow: View {
    let hour: Int
    var body: some View { Text("\(hour):00") }
}
