enum ListsBenchmark { static func run() -> [BenchmarkRow] { [] } }
