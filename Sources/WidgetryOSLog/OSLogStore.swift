import Foundation

// Reading the log back (OSLog, iOS 15): an app may read its own process's entries, `OSLogStore(scope:
// .currentProcessIdentifier)`, which apps use to attach recent logs to a bug report. Here every `Logger` and `os_log`
// message of the process is kept (the newest 5,000), whatever `WIDGETRY_LOG` prints, so such code finds what the
// widget logged, as on a device. The system-wide scope needs an entitlement no app has: it throws, as on iOS.

/// An entry of the log, as OSLog's `OSLogEntry`.
open class OSLogEntry: NSObject, @unchecked Sendable {
    /// Where an entry is kept, as `OSLogEntry.StoreCategory`.
    public enum StoreCategory: Int, Sendable {
        case undefined = 0, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30
    }
    /// When it was written.
    public let date: Date
    /// The message with its arguments filled in.
    public let composedMessage: String
    /// Where it is kept: the short-term store, for a process's own messages.
    public var storeCategory: StoreCategory { .shortTerm }

    init(date: Date, composedMessage: String) {
        self.date = date
        self.composedMessage = composedMessage
        super.init()
    }
}

/// A message written with `Logger` or `os_log`, as OSLog's `OSLogEntryLog`.
open class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// The message's level, as `OSLogEntryLog.Level`.
    public enum Level: Int, Sendable {
        case undefined = 0, debug, info, notice, error, fault
    }
    /// Its level.
    public let level: Level
    /// The logger's subsystem.
    public let subsystem: String
    /// The logger's category.
    public let category: String
    /// The process's name.
    public let process: String
    /// The process's identifier.
    public let processIdentifier: pid_t
    /// The binary that wrote it: the process's, here.
    public var sender: String { process }
    /// The thread that wrote it (not recorded here).
    public let threadIdentifier: UInt64 = 0
    /// The message as written, with its interpolations filled in (Linux keeps no separate format string).
    public var formatString: String { composedMessage }

    init(date: Date, message: String, level: Level, subsystem: String, category: String) {
        self.level = level
        self.subsystem = subsystem
        self.category = category
        process = ProcessInfo.processInfo.processName
        processIdentifier = ProcessInfo.processInfo.processIdentifier
        super.init(date: date, composedMessage: message)
    }
}

/// A place in the log to read from, as OSLog's `OSLogPosition`.
open class OSLogPosition: NSObject, @unchecked Sendable {
    let date: Date
    init(date: Date) {
        self.date = date
        super.init()
    }
}

/// What an `OSLogStore` could not do, as OSLog's errors.
public struct OSLogStoreError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// The log of this process, as OSLog's `OSLogStore`.
open class OSLogStore: NSObject, @unchecked Sendable {
    /// Which entries a store reads, as `OSLogStore.Scope`.
    public enum Scope: Int, Sendable {
        /// Every process's: needs an entitlement apps lack.
        case system = 0
        /// This process's own.
        case currentProcessIdentifier = 1
    }

    /// How entries are enumerated, as `OSLogEnumerator.Options`.
    public struct EnumeratorOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = EnumeratorOptions(rawValue: 1)
    }

    /// The store of `scope`; the system scope throws, as it does for an app on iOS.
    public init(scope: Scope) throws {
        guard scope == .currentProcessIdentifier else {
            throw OSLogStoreError(description: "OSLogStore(scope: .system) needs the com.apple.logging.local-store entitlement")
        }
        super.init()
    }

    /// The whole local store (macOS): not available to an app.
    open class func local() throws -> OSLogStore {
        throw OSLogStoreError(description: "OSLogStore.local() is not available on iOS")
    }

    /// The position of `date`.
    open func position(date: Date) -> OSLogPosition { OSLogPosition(date: date) }
    /// The position `seconds` from the log's end — this instant, after the newest entry (a negative number, as Apple's examples pass).
    open func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition { OSLogPosition(date: Date().addingTimeInterval(seconds)) }
    /// The position `seconds` after the device started.
    open func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Date().addingTimeInterval(seconds - ProcessInfo.processInfo.systemUptime))
    }

    /// The entries from `position` (all when `nil`), oldest first unless `.reverse`, that `predicate` matches (a
    /// predicate over the entry's properties; `nil` matches all).
    open func getEntries(with options: EnumeratorOptions = [], at position: OSLogPosition? = nil,
                         matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        let start = position?.date ?? .distantPast
        var entries: [OSLogEntry] = ProcessLog.shared.entries.filter { $0.date >= start }
        if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
        return AnySequence(options.contains(.reverse) ? entries.reversed() : entries)
    }
}

/// Every message this process logged, newest last, bounded.
final class ProcessLog: @unchecked Sendable {
    static let shared = ProcessLog()
    static let capacity = 5_000
    private let lock = NSLock()
    private var kept: [OSLogEntryLog] = []

    var entries: [OSLogEntryLog] { lock.withLock { kept } }

    func record(_ message: String, level: OSLogType, subsystem: String, category: String) {
        let entry = OSLogEntryLog(date: Date(), message: message, level: Self.level(of: level), subsystem: subsystem, category: category)
        lock.withLock {
            kept.append(entry)
            if kept.count > Self.capacity { kept.removeFirst(kept.count - Self.capacity) }
        }
    }

    static func level(of type: OSLogType) -> OSLogEntryLog.Level {
        switch type {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .fault
        default: .notice
        }
    }
}
