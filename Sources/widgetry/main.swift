// The `widgetry` command over the built-in sample widgets, with `serve`.
import WidgetryCLI
import WidgetrySamples
import WidgetryServeCommand

WidgetryCommand.run(catalog: SampleWidgets.catalog, todayWidgets: SampleWidgets.todayWidgets, previews: SampleWidgets.previews,
                    extraCommands: [ServeCommand.self])
