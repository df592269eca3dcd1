import Foundation
import WidgetryKit

/// How serious a finding is. `widgetry check --fail-on` takes one of these.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case info, warning, error

    private var rank: Int { [.info: 0, .warning: 1, .error: 2][self]! }
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A problem found in one rendered cell: what, where in the view tree, how serious, and what to do.
public struct Diagnostic: Sendable, Codable, Hashable {
    /// The kind of problem.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case truncatedText, clippedText, scaledText, outOfBounds, overlap, missingImage, missingFont, missingGlyphs,
             linkInSmallWidget, layoutIssue
    }

    public var kind: Kind
    public var severity: Severity
    /// The readable path of the view, e.g. `VStack/HStack[1]/Text("Today")`.
    public var path: String
    /// What happened, with the numbers.
    public var message: String
    /// What to do about it.
    public var suggestion: String
    /// The frame involved, in widget points, for outlining in the gallery.
    public var frame: CGRect?
}

/// The setting a diagnostic was found in.
public struct CellKey: Sendable, Codable, Hashable {
    public var widget: String
    public var family: String
    public var device: String
    public var sizeCategory: String
    public var appearance: String

    /// Creates a key from a cell.
    public init(widget: String, cell: WidgetCell) {
        self.widget = widget
        family = cell.family.rawValue
        device = cell.device.name
        sizeCategory = cell.dynamicTypeSize.argumentName
        appearance = cell.colorScheme.rawValue
    }
}
