import Synchronization
import WidgetryKit

/// The widgets the running command works on. ArgumentParser creates commands from their types, so the
/// catalog handed to `WidgetryCommand.run(catalog:)` is kept here for them to read.
enum CommandCatalog {
    private static let storage = Mutex(WidgetCatalog([]))

    static var current: WidgetCatalog {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
