// `import os` (and `import os.log`): the logging slice, as `OSLog`.
@_exported import WidgetryOSLog
