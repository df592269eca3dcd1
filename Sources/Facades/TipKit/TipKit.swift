// `import TipKit`: tip declarations compile; tips are not shown in widgets (docs/compatibility.md).
@_exported import WidgetryTipKit
