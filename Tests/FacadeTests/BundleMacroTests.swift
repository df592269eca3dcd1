import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// A package's view naming its own strings' bundle with Foundation's `#bundle` (Xcode 26), as packages' views do.
struct ResetLabel: View {
    var body: some View { Text("Reset", bundle: #bundle) }
}

@Suite struct BundleMacroTests {
    @Test("#bundle is the module's resource bundle, or the main bundle in a module without resources (this test target)")
    func bundleOfAModuleWithoutResources() throws {
        // SwiftPM defines SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE for a target without resources, as for this one.
        #expect(#bundle === Bundle.main)
        let rendered = CellPipeline().render(AnyView(ResetLabel()), named: "reset", in: WidgetCell(family: .systemSmall), output: .layout)
        #expect(try #require(rendered.layout).texts.map(\.text.string) == ["Reset"])
    }
}
