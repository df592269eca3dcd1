/// Where an ellipsis replaces text that does not fit.
public enum TextTruncation: Sendable, Hashable {
    /// "…end of the text".
    case head
    /// "Start…end".
    case middle
    /// "Start of the text…" (the default, as in UIKit and SwiftUI).
    case tail
}
