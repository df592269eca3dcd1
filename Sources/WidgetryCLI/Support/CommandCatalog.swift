import ArgumentParser
import Synchronization
import WidgetryCheck
import WidgetryKit
import WidgetryToday

/// The widgets the running command works on. ArgumentParser creates commands from their types, so the
/// catalog handed to `WidgetryCommand.run(catalog:)` is kept here for them to read.
enum CommandCatalog {
    private static let storage = Mutex(WidgetCatalog([]))

    private static let todayStorage = Mutex([RegisteredTodayWidget]())

    /// The Today widgets (`widgetry today`).
    static var today: [RegisteredTodayWidget] {
        get { todayStorage.withLock { $0 } }
        set { todayStorage.withLock { $0 = newValue } }
    }

    private static let previewStorage = Mutex([PreviewSource]())

    /// The preview providers the gallery renders.
    static var previews: [PreviewSource] {
        get { previewStorage.withLock { $0 } }
        set { previewStorage.withLock { $0 = newValue } }
    }

    private static let extraStorage = Mutex([any ParsableCommand.Type]())

    /// Commands added by other modules (`serve`).
    static var extraCommands: [any ParsableCommand.Type] {
        get { extraStorage.withLock { $0 } }
        set { extraStorage.withLock { $0 = newValue } }
    }

    private static let ownExecutableStorage = Mutex(false)

    /// Whether this process is a widget executable started through `WidgetryCommand.run`, so it can run
    /// itself as a child (`probe`). False when commands are called from a test runner.
    static var isOwnExecutable: Bool {
        get { ownExecutableStorage.withLock { $0 } }
        set { ownExecutableStorage.withLock { $0 = newValue } }
    }

    static var current: WidgetCatalog {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
