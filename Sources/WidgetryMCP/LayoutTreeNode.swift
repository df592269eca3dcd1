import Foundation
import WidgetryFindings
import WidgetryUI

/// One placed element of a cell's layout, as the `layout_tree` tool returns it: the view path findings
/// name, what placed it, its frame in widget points, the text it shows, and its children.
struct LayoutTreeNode: Encodable {
    struct Frame: Encodable {
        var x, y, width, height: Double
        init(_ rect: CGRect) {
            // Two decimals: layout positions are fractions of a point, and more digits only add noise for a reader.
            func rounded(_ value: CGFloat) -> Double { (Double(value) * 100).rounded() / 100 }
            x = rounded(rect.minX); y = rounded(rect.minY); width = rounded(rect.width); height = rounded(rect.height)
        }
    }

    var path: String
    var kind: String
    var frame: Frame
    var clip: Frame?
    var text: String?
    var identifier: String?
    var findings: [String]?
    var children: [LayoutTreeNode]?

    /// The tree under `element`, `depth` levels at most (deeper children are counted, not listed).
    init(_ element: PlacedElement, depth: Int) {
        path = element.path
        kind = element.kind.rawValue
        frame = Frame(element.frame)
        clip = element.clip.map(Frame.init)
        if case .text(let placed) = element.content { text = placed.text.string }
        identifier = element.identifier
        let issues = element.issues
        findings = issues.isEmpty ? nil : issues.map { "\($0.severity.rawValue) \($0.kind.rawValue): \($0.message)" }
        let kids = element.children
        if !kids.isEmpty, depth > 0 { children = kids.map { LayoutTreeNode($0, depth: depth - 1) } }
    }
}
