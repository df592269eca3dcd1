/// How lines of multiline text align, as in SwiftUI.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}
