import SwiftUI

@main
struct PlantApp: App {
    var body: some Scene { WindowGroup { Text("Plants") } }
}
