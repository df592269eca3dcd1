import Foundation

/// Apple's unified-logging `Logger`, as widget code calls it. On Linux the messages go to standard error
/// when `WIDGETRY_LOG` is set (`debug` shows every level, otherwise `notice` and up), and nowhere
/// otherwise: a check run's output stays the report's. Privacy annotations are accepted; values are
/// shown as written, since the log is the developer's own.
public struct Logger: Sendable {
    /// The subsystem (usually the bundle identifier).
    public let subsystem: String
    /// The category.
    public let category: String

    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger for the default subsystem.
    public init() { self.init(subsystem: "", category: "") }

    /// A logger writing to `log`.
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    /// Logs at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { emit(level, message) }
    /// Logs at the default level.
    public func log(_ message: OSLogMessage) { emit(.default, message) }
    /// Debug-level message.
    public func debug(_ message: OSLogMessage) { emit(.debug, message) }
    /// Debug-level message (`trace` is an alias of `debug`).
    public func trace(_ message: OSLogMessage) { emit(.debug, message) }
    /// Info-level message.
    public func info(_ message: OSLogMessage) { emit(.info, message) }
    /// Notice-level message.
    public func notice(_ message: OSLogMessage) { emit(.default, message) }
    /// Warning (logged as an error, as Apple's does).
    public func warning(_ message: OSLogMessage) { emit(.error, message) }
    /// Error-level message.
    public func error(_ message: OSLogMessage) { emit(.error, message) }
    /// Critical message (a fault).
    public func critical(_ message: OSLogMessage) { emit(.fault, message) }
    /// Fault-level message.
    public func fault(_ message: OSLogMessage) { emit(.fault, message) }

    private func emit(_ level: OSLogType, _ message: OSLogMessage) {
        ProcessLog.shared.record(message.text, level: level, subsystem: subsystem, category: category)
        guard let setting = ProcessInfo.processInfo.environment["WIDGETRY_LOG"] else { return }
        guard setting == "debug" || level.rawValue >= OSLogType.default.rawValue else { return }
        let prefix = category.isEmpty ? "" : "[\(category)] "
        FileHandle.standardError.write(Data("\(prefix)\(message.text)\n".utf8))
    }
}

/// A log handle, as `OSLog(subsystem:category:)`.
public struct OSLog: Sendable {
    /// The subsystem.
    public let subsystem: String
    /// The category.
    public let category: String
    /// A handle for a subsystem and category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    /// The default handle.
    public static let `default` = OSLog(subsystem: "", category: "")
}

/// Log levels, ordered by importance.
public struct OSLogType: Sendable, Hashable {
    /// The level's order.
    public let rawValue: UInt8
    /// A level.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    /// Debug.
    public static let debug = OSLogType(2)
    /// Info.
    public static let info = OSLogType(1)
    /// The default (notice).
    public static let `default` = OSLogType(3)
    /// Error.
    public static let error = OSLogType(16)
    /// Fault.
    public static let fault = OSLogType(17)
}

/// Logs with the C-style API: `os_log("Loaded %d plants", log: .default, type: .info, count)`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...) {
    logFormatted(message, log: log, type: type, arguments)
}

/// Logs objects Linux's Foundation does not pass as C arguments (`os_log("%@", error as NSError)`, an `NSNumber`):
/// on iOS every `NSObject` is a `CVarArg`; here each such argument is formatted as its description, which is what
/// `%@` prints on iOS.
@_disfavoredOverload
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: Any...) {
    let formattable = arguments.map { argument -> any CVarArg in
        (argument as? any CVarArg) ?? (String(describing: argument) as NSString)
    }
    logFormatted(message, log: log, type: type, formattable)
}

/// The `os_log` of a list of arguments (the variadic forms above end here).
private func logFormatted(_ message: StaticString, log: OSLog, type: OSLogType, _ arguments: [any CVarArg]) {
    Logger(log).log(level: type, OSLogMessage(stringLiteral: String(format: "\(message)", arguments: arguments)))
}
