/// One line of the benchmark table: a measured figure and, when there is one, the baseline it is compared with.
struct BenchmarkRow {
    var name: String
    var value: Double
    var unit: String
    var baselineName: String?
    var baselineValue: Double?

    /// `value / baselineValue`: above 1 means more per second (or more time) than the baseline.
    var ratio: Double? {
        guard let baselineValue, baselineValue != 0 else { return nil }
        return value / baselineValue
    }
}
