import Foundation
import WidgetryFindings
import WidgetryPipeline

/// One image of a gallery as `gallery.json` lists it: where the image is, which cell it shows, what was
/// found there and a hash of its pixels.
///
/// An entry's identity is its ``image`` path, not its coordinates: comparing and merging galleries match
/// entries by path, so a coordinate added to cells later (and to the paths) needs no change here.
public struct GalleryEntry: Sendable, Codable, Hashable {
    /// The image's path relative to the gallery folder, e.g.
    /// `images/dailyquote/systemSmall/iphone-16/large-light.png`.
    public var image: String
    /// The cell's coordinates with the names a check report's cell keys use (`widget`, `family`, `device`,
    /// `sizeCategory`, `appearance`, …). A dictionary rather than fields, so coordinates the cell key gains
    /// later travel through `gallery.json`, merges and pages without a schema change.
    public var cell: [String: String]
    /// The entry's place in the whole run had it not been sharded; a merge orders entries by it, so a merged
    /// gallery lists them as one machine's run would.
    public var position: Int
    /// The widget's width in points (the image is `width × scale` pixels wide).
    public var width: Double
    /// The widget's height in points.
    public var height: Double
    /// A hash of the decoded pixels (see ``PixelHash``): equal hashes mean equal pictures, whatever the PNG
    /// encoder did.
    public var pixelHash: String
    /// Every finding of the cell.
    public var findings: [Finding]
    /// Where taps go, as the server and the assertions see them.
    public var tapTargets: [TapTarget]

    /// What VoiceOver reads, in order (``VoiceOverReader``), with frames in image points; `nil` in manifests
    /// written before the audit.
    public var readingOrder: [ReadingMark]?

    /// One VoiceOver stop: what is read and where, numbered by its place in ``readingOrder``.
    public struct ReadingMark: Sendable, Codable, Hashable {
        /// What VoiceOver says there ("Lights, button").
        public var spoken: String
        /// The element's frame.
        public var frame: CGRect

        /// A mark.
        public init(spoken: String, frame: CGRect) {
            self.spoken = spoken
            self.frame = frame
        }
    }

    /// A tap target: the URL a tap opens and the area that takes it, in widget points.
    public struct TapTarget: Sendable, Codable, Hashable {
        /// The URL the tap opens.
        public var url: String
        /// The tappable area.
        public var frame: CGRect

        /// A tap target.
        public init(url: String, frame: CGRect) {
            self.url = url
            self.frame = frame
        }
    }

    /// An entry.
    public init(image: String, cell: [String: String], position: Int, width: Double, height: Double, pixelHash: String,
                findings: [Finding], tapTargets: [TapTarget], readingOrder: [ReadingMark]? = nil) {
        self.image = image
        self.cell = cell
        self.position = position
        self.width = width
        self.height = height
        self.pixelHash = pixelHash
        self.findings = findings
        self.tapTargets = tapTargets
        self.readingOrder = readingOrder
    }

    /// The widget's kind (or preview name).
    public var widget: String { cell["widget"] ?? "" }
    /// The family's name.
    public var family: String { cell["family"] ?? "" }

    /// The most severe finding's severity, or `nil` for a clean cell.
    public var highestSeverity: Severity? { findings.map(\.severity).max() }

    /// "DailyQuote · systemSmall · iPhone 16 · large · light", then any further coordinates in name order.
    public var label: String {
        let known = ["widget", "family", "device", "sizeCategory", "appearance"]
        let extra = cell.keys.filter { !known.contains($0) }.sorted()
        return (known + extra).compactMap { cell[$0] }.joined(separator: " · ")
    }

    /// The coordinates of cell keys, in the form entries hold them: each key encoded as the report encodes it,
    /// values as strings. Encoding keys rather than naming their fields here keeps the gallery in step with
    /// ``CellKey`` as coordinates are added to it.
    static func coordinates(of keys: [CellKey]) throws -> [[String: String]] {
        let objects = try JSONSerialization.jsonObject(with: JSONEncoder().encode(keys)) as? [[String: Any]] ?? []
        return objects.map { object in
            object.mapValues { value in value as? String ?? "\(value)" }
        }
    }
}
