import Foundation

/// The button that switches the enclosing list in and out of editing, as SwiftUI's `EditButton`: "Edit", or "Done"
/// while the ``EnvironmentValues/editMode`` binding is editing; tapping it flips that binding. A widget is never tapped
/// into editing (a tap opens the app unless a button runs an App Intent), so in a widget it draws its title.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// The edit button.
    public init() {}

    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
