// Swift Charts' module name: `import Charts` in a widget brings Widgetry's charts, with SwiftUI's API beside
// them as on iOS (where Charts re-exports nothing, but every file that draws a chart imports SwiftUI too).
@_exported import WidgetryCharts
