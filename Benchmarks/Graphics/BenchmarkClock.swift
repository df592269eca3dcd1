import Foundation

/// Times closures. Other work shares this machine, so comparisons alternate the two sides run by run and
/// take each side's median: a burst of load slows both alike instead of whichever ran during it.
enum BenchmarkClock {
    /// Operations per second of `body`, which performs `operations` operations per call: a warm-up pass,
    /// then enough repetitions to fill about `seconds`.
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
        return Double(calls * operations) / Self.seconds(elapsed)
    }

    /// Median seconds of each closure, run alternately `rounds` times after one warm-up run of each.
    static func paired(rounds: Int, _ first: () -> Void, _ second: () -> Void) -> (first: Double, second: Double) {
        first()
        second()
        var a: [Double] = [], b: [Double] = []
        for _ in 0..<max(rounds, 1) {
            a.append(time(first))
            b.append(time(second))
        }
        return (median(a), median(b))
    }

    /// Median seconds of `body` over `iterations` runs, after one warm-up run.
    static func median(iterations: Int, _ body: () -> Void) -> Double {
        body()
        return median((0..<max(iterations, 1)).map { _ in time(body) })
    }

    /// Median seconds of `body` over `iterations` runs, after one warm-up run, calling `setup` untimed before
    /// each run. What `body` returns is freed after the clock stops.
    static func median<Result>(iterations: Int, setup: () -> Void, _ body: () -> Result) -> Double {
        setup()
        _ = body()
        return median((0..<max(iterations, 1)).map { _ in
            setup()
            let start = DispatchTime.now().uptimeNanoseconds
            let result = body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            withExtendedLifetime(result) {}
            return elapsed
        })
    }

    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
