// Excluded from the widget extension target by a membership exception.
enum PreviewData {}
