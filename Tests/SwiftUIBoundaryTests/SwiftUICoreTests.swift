// The iOS 18 SDK splits SwiftUI's core into `SwiftUICore`, and code written with Xcode 16 spells types
// through it (`SwiftUICore.View`). This file imports only that module.
import SwiftUICore
import Testing

private struct Badge: SwiftUICore.View {
    var body: some SwiftUICore.View { Text("3").padding(4) }
}

@Suite struct SwiftUICoreTests {
    @Test("Types spelled SwiftUICore.X are SwiftUI's")
    func qualifiedNames() {
        let size = LayoutEngine.size(of: Badge(), proposal: ProposedViewSize(width: nil, height: nil))
        #expect(size.width > 8 && size.height > 8)
    }
}
