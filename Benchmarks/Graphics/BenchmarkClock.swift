import Foundation

/// Times a closure: a warm-up pass, then enough repetitions to fill about `seconds`.
enum BenchmarkClock {
    /// Operations per second of `body`, which performs `operations` operations per call.
    static func rate(operations: Int, seconds: Double = 1.0, _ body: () -> Void) -> Double {
        body()
        let clock = ContinuousClock()
        var calls = 0
        let elapsed = clock.measure {
            let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
            repeat {
                body()
                calls += 1
            } while clock.now < deadline
        }
        let totalSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return Double(calls * operations) / totalSeconds
    }
}
