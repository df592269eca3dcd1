import SwiftUI
#if canImport(WidgetKit)
import WidgetKit
#endif

struct Row: View {
    var body: some View {
        Text("Row")
        #if os(iOS) || os(visionOS)
            .font(.headline)
        #elseif os(macOS)
            .font(.title)
        #else
            .font(.body)
        #endif
    }
}

#if swift(>=5.9) && compiler(>=6.0)
@available(iOS 17.0, *)
extension Row { static let modern = true }
#elseif targetEnvironment(simulator) || arch(arm64)
extension Row { static let modern = false }
#endif

#if canImport(ActivityKit, _version: 1.0) && !DEBUG
let liveActivities = true
#endif
