import Foundation

/// A widget's drawing, recorded as commands that ``DisplayListRenderer`` replays at any scale.
public struct DisplayList: Sendable, Hashable {
    /// The canvas size in points.
    public var size: CGSize
    /// The colour painted under everything; `nil` leaves the canvas transparent.
    public var background: RGBAColor?
    /// The commands, drawn in order (later ones on top).
    public var commands: [DrawCommand]

    /// Creates a display list.
    public init(size: CGSize, background: RGBAColor? = nil, commands: [DrawCommand] = []) {
        self.size = size
        self.background = background
        self.commands = commands
    }

    /// Adds a command on top of the others.
    public mutating func append(_ c: DrawCommand) {
        commands.append(c)
    }
}
