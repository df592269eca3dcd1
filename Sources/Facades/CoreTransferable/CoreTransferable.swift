// `import CoreTransferable`: `Transferable` and its representations, as models shared by an app and its widget
// declare them for sharing, drag and drop and documents. SwiftUI re-exports it, as on iOS.
@_exported import Foundation
@_exported import WidgetryTransferable
@_exported import WidgetryUniformTypeIdentifiers
