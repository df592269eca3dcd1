// The `widgetry` command over the built-in sample widgets.
import WidgetryCLI
import WidgetrySamples

WidgetryCommand.run(catalog: SampleWidgets.catalog, todayWidgets: SampleWidgets.todayWidgets, previews: SampleWidgets.previews)
