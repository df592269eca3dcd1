// `import CoreData`: a persistent container, contexts, fetch requests with format predicates and sort
// descriptors, and `NSManagedObject` subclasses with `@NSManaged` properties, serving the objects a
// fixture supplies (docs/fixtures.md).
@_exported import Foundation
@_exported import WidgetryCoreData
@_exported import WidgetryFoundation
