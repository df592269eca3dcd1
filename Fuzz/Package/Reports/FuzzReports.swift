import Foundation
import FuzzSupport
import WidgetryCheck

// libFuzzer target `reports`: the input as another run's JSON report (what `widgetry merge` decodes, then merges
// with itself) and as a baseline file (what `--baseline` reads, then compares a report against and filters it by).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReports(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = FuzzInput.data(bytes, count)
    if let report = try? JSONDecoder().decode(CheckReport.self, from: data) {
        let merged = CheckReport(merging: [report, report])
        _ = try? JSONEncoder().encode(merged)
        let baseline = Baseline(accepting: report)
        _ = baseline.compare(merged)
        _ = merged.removingAccepted(by: baseline)
    }
    let url = FuzzInput.write(data, to: "baseline.json")
    if let baseline = try? Baseline.read(from: url) {
        _ = try? baseline.json()
        let empty = CheckReport(results: [])
        _ = baseline.compare(empty)
        _ = empty.removingAccepted(by: baseline)
    }
    return 0
}
