import Foundation
import WidgetryTransferable
import WidgetryUI

// Drag and drop take `Transferable` values. Nothing is dragged in a still render: the view is drawn as it is, and a
// drop's action never runs, as on a device where nothing is dropped.
extension View {
    /// Lets the user drag `payload` (drawn unchanged).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Lets the user drag `payload` with a drag preview (drawn unchanged).
    public func draggable<T: Transferable, Preview: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> Preview) -> some View { self }

    /// Accepts dropped `T` values (drawn unchanged; `action` is not called).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}
