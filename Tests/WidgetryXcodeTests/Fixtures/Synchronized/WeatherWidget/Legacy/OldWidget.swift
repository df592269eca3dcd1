// In a folder excluded from the widget extension target as a whole.
enum OldWidget {}
