// `import WidgetrySnapshotTesting` brings `assertSnapshot`, `withSnapshotTesting` and the record modes
// with the widget strategies, as a test file needs them together.
@_exported import SnapshotTesting
