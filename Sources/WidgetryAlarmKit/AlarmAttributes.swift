import Foundation
import WidgetryActivityKit
import WidgetryFoundation
import WidgetryUI

/// What an app attaches to its alarms, as AlarmKit's `AlarmMetadata` (iOS 26): its own values, shown by the
/// alarm's Live Activity.
public protocol AlarmMetadata: Codable, Hashable, Sendable {}

/// An alarm's Live Activity attributes, as AlarmKit's `AlarmAttributes` (iOS 26): the presentation, the app's
/// metadata and the tint. A widget extension shows them with `ActivityConfiguration(for: AlarmAttributes<M>.self)`;
/// Widgetry renders that Live Activity from the previews and fixtures a team writes, as any other.
public struct AlarmAttributes<Metadata: AlarmMetadata>: ActivityAttributes, Sendable {
    public typealias ContentState = AlarmPresentationState

    /// What the alarm shows in each state.
    public var presentation: AlarmPresentation
    /// The app's values.
    public var metadata: Metadata?
    /// The colour of the alarm's buttons and progress.
    public var tintColor: Color

    /// Attributes with this presentation, metadata and tint.
    public init(presentation: AlarmPresentation, metadata: Metadata? = nil, tintColor: Color) {
        self.presentation = presentation
        self.metadata = metadata
        self.tintColor = tintColor
    }

    private enum CodingKeys: String, CodingKey { case presentation, metadata, tintColor }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        presentation = try container.decode(AlarmPresentation.self, forKey: .presentation)
        metadata = try container.decodeIfPresent(Metadata.self, forKey: .metadata)
        tintColor = try container.decode(CodedColor.self, forKey: .tintColor).color
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(presentation, forKey: .presentation)
        try container.encodeIfPresent(metadata, forKey: .metadata)
        try container.encode(CodedColor(tintColor), forKey: .tintColor)
    }
}

/// A colour as its red, green, blue and opacity in the light appearance: how AlarmKit's values carry a
/// `Color` across the Codable boundary ActivityKit requires.
struct CodedColor: Codable, Hashable {
    var components: [Double]
    init(_ color: Color) {
        let resolved = color.resolve(in: EnvironmentValues())
        components = [resolved.red, resolved.green, resolved.blue, resolved.alpha]
    }
    var color: Color {
        guard components.count == 4 else { return .accentColor }
        return Color(red: components[0], green: components[1], blue: components[2], opacity: components[3])
    }
}
