import Combine
import WidgetryCoreData

// On iOS Core Data's Swift overlay imports Combine and makes every managed object an `ObservableObject`, so SwiftUI
// views hold them as `@ObservedObject var item: Item` and files importing only CoreData use `ObservableObject` and
// `@Published`. A render reads an object once; its publisher never fires here.
@_exported import Combine

extension NSManagedObject: ObservableObject {}
