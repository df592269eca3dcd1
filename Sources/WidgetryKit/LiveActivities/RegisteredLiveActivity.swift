import Foundation
import WidgetryReference
import WidgetryUI

/// A Live Activity the tools check: a widget whose body is an `ActivityConfiguration`, with attributes
/// and content states to show, and the presentations to draw. Made by `#Preview(as: .content, using:)
/// { … } contentStates: { … }` (found in the binary, see ``DiscoveredPreviews/liveActivities``) or by
/// `RegisteredLiveActivity(MyActivityWidget.self, attributes:states:)` (ActivityKit's module).
///
/// ``makeStates`` builds the widget and its views anew on the calling thread, so nothing that is not
/// `Sendable` is shared between the matrix's workers.
public struct RegisteredLiveActivity: Sendable {
    /// The name given to `#Preview`, if any.
    public var name: String?
    /// The widget's type name.
    public var typeName: String
    /// The presentations to draw (all of them for a registration, the preview's for a `#Preview`).
    public var presentations: [LiveActivityPresentation]
    /// Where a `#Preview` is declared (`Module/File.swift`), if it is one.
    public var fileID: String?
    /// The line of the `#Preview`.
    public var line: Int?
    /// The instant its cells are drawn at ("now" for timers and relative dates), when its content was made around one
    /// (sample content: its dates are around the moment it was made); `nil` draws at the render's fixed instant.
    public package(set) var date: Date?
    /// Whether its content was made up from its types (``sampled(_:sample:)``) rather than given by a preview or a registration.
    public package(set) var isSampled = false
    /// Builds the widget and each content state's views.
    public let makeStates: @Sendable () -> LiveActivityStates

    /// A Live Activity; `ActivityKit`'s initialisers and the `#Preview` expansion call this.
    public init(name: String?, typeName: String, presentations: [LiveActivityPresentation], fileID: String? = nil, line: Int? = nil,
                makeStates: @escaping @Sendable () -> LiveActivityStates) {
        self.name = name
        self.typeName = typeName
        self.presentations = presentations
        self.fileID = fileID
        self.line = line
        self.makeStates = makeStates
    }

    /// Whether it came from a `#Preview`.
    public var isPreview: Bool { fileID != nil }

    /// How tools name it: the preview's name, else its file and line, else the widget's type name.
    public var title: String {
        if let name { return name }
        if let fileID, let line { return "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)" }
        return typeName
    }
}
