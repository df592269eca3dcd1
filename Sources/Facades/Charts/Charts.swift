// `import Charts`: Swift Charts' API (docs/charts.md). Files that draw charts import SwiftUI too, as on iOS.
@_exported import WidgetryCharts
