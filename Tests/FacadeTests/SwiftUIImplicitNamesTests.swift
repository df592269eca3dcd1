// This file imports SwiftUI alone, as a widget's view file does: what it names must come through SwiftUI.
import SwiftUI
import Testing

/// Names an iOS file reaches through `import SwiftUI` alone: SwiftUI re-exports UIKit, whose module exports
/// Core Image (a view that samples an image's brightness with `CIImage`/`CIContext`), and Foundation, which
/// brings Darwin's `OSStatus` (MacTypes.h).
@Suite struct SwiftUIImplicitNamesTests {
    @Test("CIImage, CIContext and OSStatus are named with only SwiftUI imported")
    func namesThroughSwiftUI() {
        let status: OSStatus = 0
        let image = CIImage(color: CIColor(red: 1, green: 0, blue: 0))
        _ = CIContext(options: nil)
        #expect(status == 0 && image.extent.isInfinite)
    }
}
