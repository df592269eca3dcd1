/// How lines are placed horizontally within the wrap width.
public enum TextLayoutAlignment: Sendable, Hashable {
    /// At the start of the reading direction: left for left-to-right text, right for right-to-left.
    case leading
    /// Centred.
    case center
    /// At the end of the reading direction.
    case trailing
}
