// `import CloudKit`: containers, databases, records and queries compiled as on iOS; every request fails
// with `CKError` ("CloudKit is unavailable in Widgetry; supply fixture data"), see docs/compatibility.md.
@_exported import Foundation
@_exported import WidgetryCloudKit
