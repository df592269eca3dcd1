/// One line of the benchmark table: a measured figure and, when there is one, the baseline it is compared with
/// (measured in the same run, so a busy machine slows both sides alike).
struct BenchmarkRow: Encodable {
    /// A stable identifier (`layout.fixed.10000`) that scripts/bench-compare.py and CI look rows up by.
    var key: String
    /// The table section: graphics, render, layout, check, lists, timeline.
    var group: String
    var name: String
    var value: Double
    var unit: String
    var baselineName: String?
    var baselineValue: Double?
    /// What the reader must know to read the figure (what is included, what is not).
    var note: String?

    init(key: String, group: String, name: String, value: Double, unit: String,
         baselineName: String? = nil, baselineValue: Double? = nil, note: String? = nil) {
        self.key = key
        self.group = group
        self.name = name
        self.value = value
        self.unit = unit
        self.baselineName = baselineName
        self.baselineValue = baselineValue
        self.note = note
    }

    /// `value / baselineValue`: for times, above 1 means slower than the baseline; for rates, faster.
    var ratio: Double? {
        guard let baselineValue, baselineValue != 0 else { return nil }
        return value / baselineValue
    }

    private enum CodingKeys: String, CodingKey { case key, group, name, value, unit, baselineName, baselineValue, ratio, note }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(group, forKey: .group)
        try container.encode(name, forKey: .name)
        try container.encode(value, forKey: .value)
        try container.encode(unit, forKey: .unit)
        // Explicit nulls, so every row has the same fields for scripts.
        try container.encode(baselineName, forKey: .baselineName)
        try container.encode(baselineValue, forKey: .baselineValue)
        try container.encode(ratio, forKey: .ratio)
        try container.encode(note, forKey: .note)
    }
}

/// How long to run: the full run for `make bench`, or `--quick` for CI, which only proves every benchmark
/// still builds and runs (its figures are too short to compare).
struct BenchmarkSettings: Sendable {
    var quick = false

    /// Seconds to spend on a rate measurement.
    var rateSeconds: Double { quick ? 0.05 : 1.0 }

    /// Timed repetitions for a median.
    func iterations(_ full: Int) -> Int { quick ? min(full, 2) : full }
}
