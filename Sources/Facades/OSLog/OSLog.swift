// `import OSLog`: `Logger`, `OSLog`, `os_log` — quiet unless `WIDGETRY_LOG` is set.
@_exported import WidgetryOSLog
