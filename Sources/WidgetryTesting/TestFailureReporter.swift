import Testing
import XCTest

/// Where an assertion was written, captured by the assertion's default arguments.
public struct AssertionLocation: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// A call site; assertions capture theirs with `#fileID`, `#filePath`, `#line` and `#column` defaults.
    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID; self.filePath = filePath; self.line = line; self.column = column
    }
}

/// Reports an assertion failure to whichever test library is running the test: Swift Testing when a
/// `@Test` is current, XCTest otherwise — so the same assertions serve both.
enum TestFailureReporter {
    static func fail(_ message: String, at location: AssertionLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
