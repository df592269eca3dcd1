import ArgumentParser
import Foundation
import WidgetryCheck

/// `--compare DIR`, its thresholds and `--fail-on-change`: what `gallery` and `merge --gallery` share to
/// compare the gallery they wrote with another one (the base revision's).
struct CompareOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Compare with the gallery in this folder (the base revision's): mark changed, added and removed cells and write before, after and difference images under diffs/.",
                               valueName: "other-gallery-dir"))
    var compare: String?

    @Option(name: .customLong("diff-threshold"), help: "How many differing pixels a cell may have and still count as unchanged.")
    var diffThreshold: Int = 0

    @Option(name: .customLong("color-threshold"), help: "How far (0–1, a fraction of black to white in YIQ space) a pixel's colour must move to differ.")
    var colorThreshold: Double = 0.1

    @Flag(name: .customLong("fail-on-change"), help: "Exit 1 when --compare finds a changed, added or removed cell.")
    var failOnChange = false

    func validate() throws {
        if diffThreshold < 0 { throw ValidationError("--diff-threshold is a pixel count: 0 or more") }
        if !(0...1).contains(colorThreshold) { throw ValidationError("--color-threshold is a fraction from 0 to 1 (default 0.1)") }
        if failOnChange, compare == nil { throw ValidationError("--fail-on-change needs --compare OTHER_GALLERY_DIR: the gallery to compare with") }
    }

    /// With `--compare`, compares the gallery `manifest` describes in `folder` with the other one, prints the
    /// summary and exits 1 under `--fail-on-change` when anything changed. The gallery already written stays
    /// whatever happens; a missing or unreadable other gallery is a usage error naming the folder and the fix.
    func compareIfAsked(_ manifest: GalleryManifest, in folder: URL) throws {
        guard let compare else { return }
        let comparison: GalleryComparison
        do {
            comparison = try GalleryComparison.compare(manifest, in: folder, with: URL(fileURLWithPath: compare),
                                                       diff: PerceptualDiff(colorThreshold: colorThreshold), pixelThreshold: diffThreshold)
        } catch let error as GalleryError {
            throw ValidationError("cannot compare: \(error) (the gallery in '\(folder.path)' is written)")
        }
        if let warning = comparison.renderProfileWarning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        print(comparison.summary())
        if comparison.hasChanges {
            print("Open \(folder.appendingPathComponent("index.html").path) and tick \"changed only\" for before, after and difference images.")
        }
        if failOnChange, comparison.hasChanges { throw ExitCode(1) }
    }
}
