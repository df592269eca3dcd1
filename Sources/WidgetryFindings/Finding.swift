import Foundation

/// One problem Widgetry found, whichever step found it: layout, drawing, the checks on a laid-out
/// widget, a Today host or a timeline simulation. A finding says what (``kind``), how serious, where in
/// the view tree (``path``), what happened and what to do.
///
/// Every step returns its findings in its result; nothing is reported through a global or per-thread
/// channel, so a finding always reaches the cell it belongs to.
public struct Finding: Sendable, Codable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public var kind: FindingKind
    /// How serious it is.
    public var severity: Severity
    /// The readable path of the view, e.g. `VStack/HStack[1]/Text("Today")`; empty when the problem is
    /// not tied to one view (a timeline, a colour looked up in a modifier).
    public var path: String
    /// What happened, with the numbers.
    public var message: String
    /// What to do about it.
    public var suggestion: String
    /// The frame involved, in widget points, for outlining in the gallery.
    public var frame: CGRect?
    /// How many entries, requests or periods it covers (timelines); 1 elsewhere.
    public var count: Int
    /// The handle of the identified view the finding is in (`id(_:)`, `accessibilityIdentifier(_:)`).
    public var viewIdentifier: String?
    /// Where the view was written (the `Text(…)` that truncates), when the view came from the user's code.
    public var source: SourceLine?

    /// A finding; `severity` defaults to the kind's usual one.
    public init(kind: FindingKind, severity: Severity? = nil, path: String = "", message: String, suggestion: String = "",
                frame: CGRect? = nil, count: Int = 1) {
        self.kind = kind
        self.severity = severity ?? kind.defaultSeverity
        self.path = path
        self.message = message
        self.suggestion = suggestion
        self.frame = frame
        self.count = count
    }

    /// "warning: message (at path)".
    public var description: String {
        "\(severity.rawValue): \(message)" + (path.isEmpty ? "" : " (at \(path))")
    }

    private enum CodingKeys: String, CodingKey { case kind, severity, path, message, suggestion, frame, count, viewIdentifier, source }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(FindingKind.self, forKey: .kind)
        severity = try container.decode(Severity.self, forKey: .severity)
        path = try container.decodeIfPresent(String.self, forKey: .path) ?? ""
        message = try container.decode(String.self, forKey: .message)
        suggestion = try container.decodeIfPresent(String.self, forKey: .suggestion) ?? ""
        frame = try container.decodeIfPresent(CGRect.self, forKey: .frame)
        count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1
        viewIdentifier = try container.decodeIfPresent(String.self, forKey: .viewIdentifier)
        source = try container.decodeIfPresent(SourceLine.self, forKey: .source)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(severity, forKey: .severity)
        try container.encode(path, forKey: .path)
        try container.encode(message, forKey: .message)
        try container.encode(suggestion, forKey: .suggestion)
        try container.encodeIfPresent(frame, forKey: .frame)
        if count != 1 { try container.encode(count, forKey: .count) }
        try container.encodeIfPresent(viewIdentifier, forKey: .viewIdentifier)
        try container.encodeIfPresent(source, forKey: .source)
    }
}
