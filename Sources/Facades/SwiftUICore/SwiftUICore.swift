// `import SwiftUICore`: the iOS 18 SDK splits SwiftUI's core types (View, Color, Text, layout) into this
// module, and code spells them `SwiftUICore.View`. Here it is the same module as `SwiftUI`.
@_exported import SwiftUI
