import Foundation
import Testing
import WidgetryFoundation

/// Core Foundation's clock, as shared timing code calls it.
@Suite struct CFAbsoluteTimeTests {
    @Test("CFAbsoluteTimeGetCurrent counts seconds since 2001 as Date does; the 1970 offset is Core Foundation's")
    func clock() {
        let before = Date().timeIntervalSinceReferenceDate
        let start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(before <= start && start <= after)
        // 1970-01-01 to 2001-01-01: 31 years with 8 leap days = 11,323 days × 86,400 s.
        #expect(kCFAbsoluteTimeIntervalSince1970 == 978_307_200)
        let elapsed: CFTimeInterval = CFAbsoluteTimeGetCurrent() - start
        #expect(elapsed >= 0)
    }
}
