// `import SwiftUI`, as a widget's files write it. On Linux this module is Widgetry's SwiftUI-compatible
// views and layout engine, the Foundation pieces Linux lacks, Observation, and the `#Preview`/`@Entry`
// macros. On macOS the real SwiftUI exists; see docs/compatibility.md for how to keep the two apart.
@_exported import Foundation
@_exported import Observation
@_exported import WidgetryFoundation
@_exported import WidgetryMacros
@_exported import WidgetryUI
// On iOS `import SwiftUI` makes UIKit's types visible too (`UIImage`, `Image(uiImage:)`).
@_exported import WidgetryUIKit
