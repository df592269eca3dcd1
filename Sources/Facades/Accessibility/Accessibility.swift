// `import Accessibility` (https://developer.apple.com/documentation/accessibility): custom content and audio graphs.
// Their types live in WidgetryUI because SwiftUI's modifiers take them (`accessibilityCustomContent(_:_:importance:)`,
// `accessibilityChartDescriptor(_:)`); this module names them as Apple's does, with Foundation, which its
// Objective-C headers bring. Nothing here is drawn: a render records what VoiceOver would offer.
@_exported import Foundation
@_exported import class WidgetryUI.AXCustomContent
@_exported import protocol WidgetryUI.AXCustomContentProvider
@_exported import class WidgetryUI.AXChartDescriptor
@_exported import protocol WidgetryUI.AXDataAxisDescriptor
@_exported import class WidgetryUI.AXNumericDataAxisDescriptor
@_exported import class WidgetryUI.AXCategoricalDataAxisDescriptor
@_exported import struct WidgetryUI.AXDataPointValue
@_exported import class WidgetryUI.AXDataPoint
@_exported import class WidgetryUI.AXDataSeriesDescriptor
