// `import SwiftUI`, as a widget's files write it. On Linux this module is Widgetry's SwiftUI-compatible
// views and layout engine, the Foundation pieces Linux lacks, Observation, and the `#Preview`/`@Entry`
// macros. On macOS the real SwiftUI exists; see docs/compatibility.md for how to keep the two apart.
//
// What it exports follows what Apple's SwiftUI module exports on iOS (its .swiftinterface), not how
// Widgetry's modules happen to be cut: files that import only `SwiftUI` use these names there.
@_exported import Foundation
@_exported import Observation
@_exported import WidgetryFoundation
@_exported import WidgetryMacros
@_exported import WidgetryUI
// On iOS `import SwiftUI` makes UIKit's types visible too (`UIImage`, `Image(uiImage:)`).
@_exported import WidgetryUIKit
// ... and UIKit brings Core Image (`CIImage(cgImage:)`, `CIContext`), so files importing only SwiftUI use it.
@_exported import WidgetryCoreImage
// UIKit's headers import UserNotifications (UNNotificationResponse+UIKitAdditions.h in the iOS 18 SDK) and its
// module exports what it imports, so SwiftUI and UIKit files use `UNUserNotificationCenter` without its import.
@_exported import WidgetryUserNotifications
// SwiftUI re-exports Combine: `ObservableObject`, `@Published`, `AnyCancellable`, publishers.
@_exported import Combine
// ... and CoreTransferable, whose `Transferable` its `ShareLink`, drag and drop and documents take, with the content
// types of UniformTypeIdentifiers.
@_exported import WidgetryTransferable
@_exported import WidgetryUniformTypeIdentifiers
// SwiftUI declares Core Data's property wrapper and results (`@FetchRequest`, `FetchedResults`); Core Data's own types
// stay behind `import CoreData`, as on iOS.
@_exported import struct WidgetryCoreData.FetchRequest
@_exported import struct WidgetryCoreData.FetchedResults
// Grids and lists are SwiftUI views (`LazyVGrid`, `GridItem`, `List`).
@_exported import WidgetryLists
// SwiftUI declares the Dynamic Type sizes and categories.
@_exported import enum WidgetryReference.DynamicTypeSize
@_exported import enum WidgetryReference.ContentSizeCategory
// SwiftUI declares the widget protocols (`Widget`, `WidgetBundle`, `WidgetConfiguration` are in SwiftUI's
// interface since iOS 14; WidgetKit adds the configurations, families and timelines) and the previews.
@_exported import protocol WidgetryKit.Widget
@_exported import protocol WidgetryKit.WidgetBundle
@_exported import enum WidgetryKit.WidgetBundleBuilder
@_exported import protocol WidgetryKit.WidgetConfiguration
@_exported import struct WidgetryKit.EmptyWidgetConfiguration
@_exported import protocol WidgetryKit.PreviewProvider
@_exported import struct WidgetryKit.PreviewDevice
@_exported import enum WidgetryKit.PreviewLayout
@_exported import struct WidgetryKit.PreviewTrait
