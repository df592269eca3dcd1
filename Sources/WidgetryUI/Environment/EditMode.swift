/// Whether a list's content can be edited, as SwiftUI's `EditMode` (`@Environment(\.editMode)`, set by an
/// `EditButton`). A widget's content is never edited.
public enum EditMode: Hashable, Sendable {
    /// Not editable.
    case inactive
    /// Editable for a moment (a swipe to delete).
    case transient
    /// Editable.
    case active

    /// Whether the mode allows editing (`transient` or `active`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the enclosing list, as a binding: `nil` unless a view sets one, as SwiftUI's is
    /// outside an editable list.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
