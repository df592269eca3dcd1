import Foundation
import Testing
import WidgetryFoundation

/// Objective-C exceptions as shared code wraps them in a Swift error, and formatted appends to a mutable string.
@Suite struct NSExceptionTests {
    struct WrappedException: Error {
        let exception: NSException
    }

    @Test("An exception keeps its name, reason and user info; the names are Foundation's strings")
    func exceptionAsAValue() {
        let exception = NSException(name: .rangeException, reason: "index 4 beyond bounds [0 .. 2]", userInfo: ["index": 4])
        let error = WrappedException(exception: exception)
        #expect(error.exception.name.rawValue == "NSRangeException")
        #expect(error.exception.reason == "index 4 beyond bounds [0 .. 2]")
        #expect(error.exception.userInfo?["index"] as? Int == 4)
        #expect(NSExceptionName.invalidArgumentException.rawValue == "NSInvalidArgumentException")
        #expect(exception.description == "index 4 beyond bounds [0 .. 2]")
    }

    @Test("appendFormat fills the format as String(format:) does")
    func appendFormat() {
        let text = NSMutableString(string: "Due: ")
        text.appendFormat("%d of %@", 3, "5")
        #expect(text as String == "Due: 3 of 5")
    }
}
