#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#else
private let systemWrite = Darwin.write
#endif

/// Keeps what a command reports apart from what widget code prints. A widget's provider or view may call
/// `print` (apps do, to debug); on a device that goes to the console, but here it shares the process with
/// the report, and one stray line makes `check --json` invalid JSON.
///
/// So, before any widget code runs, the process's standard output is kept under another descriptor for
/// the report, and descriptor 1 — where `print`, `puts` and `FileHandle.standardOutput` write — is pointed
/// at standard error. Widget output still shows (on standard error); the report on standard output is
/// only the report.
package enum ReportStream {
    /// The descriptor reports are written to: the process's standard output as it started. Set once, by
    /// ``claimStandardOutput()`` before any command or widget thread starts, and only read after.
    package nonisolated(unsafe) static var descriptor: Int32 = STDOUT_FILENO

    /// The report's stream as a file handle (for a child process that writes the report, as the front
    /// door's built executable does).
    package static var fileHandle: FileHandle { FileHandle(fileDescriptor: descriptor, closeOnDealloc: false) }

    /// Moves `output` (standard output) to a new descriptor, returned, and points `output` at
    /// `diversion` (standard error). Anything buffered for `output` is written first. Returns `output`
    /// itself, changing nothing, when the descriptors cannot be duplicated.
    package static func separate(output: Int32 = STDOUT_FILENO, diversion: Int32 = STDERR_FILENO) -> Int32 {
        fflush(nil)
        let kept = fcntl(output, F_DUPFD_CLOEXEC, 3)
        guard kept >= 0 else { return output }
        guard dup2(diversion, output) >= 0 else {
            close(kept)
            return output
        }
        return kept
    }

    /// Separates the process's standard output once, at start-up.
    package static func claimStandardOutput() {
        guard descriptor == STDOUT_FILENO else { return }
        descriptor = separate()
    }

    /// Writes `text` to the report's stream, whole (retrying short writes).
    package static func write(_ text: String) {
        write(Data(text.utf8))
    }

    /// Writes `data` to the report's stream, whole (retrying short writes).
    package static func write(_ data: Data) {
        data.withUnsafeBytes { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var left = buffer.count
            while left > 0 {
                let written = systemWrite(descriptor, pointer, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                pointer += written
                left -= written
            }
        }
    }
}

/// `print` for this module's commands: to the report's stream, not to standard output, which widget code
/// shares (see ``ReportStream``). Declared here, it is the `print` every command in this module calls.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    ReportStream.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
}
