import SwiftUI

struct EntryView: View {
    let entry: PlantEntry
    var body: some View { Text(entry.name) }
}
