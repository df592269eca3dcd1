import Foundation
import WidgetryKit
import WidgetryReference
import WidgetryUI

extension WidgetCell {
    /// A cell laying out one Live Activity presentation at `canvas` on `device`. Live Activities are in no
    /// widget family; the cell carries the medium family only for the rules that depend on one (links are
    /// honoured, as in the Lock Screen and expanded presentations), and the full-colour context.
    public init(liveActivity canvas: LiveActivityCanvas, device: DeviceProfile, dynamicTypeSize: DynamicTypeSize = .large,
                colorScheme: ColorScheme = .light) {
        self.init(family: .systemMedium, device: device, dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme,
                  context: Self.liveActivityContext)
        liveActivity = canvas
    }

    /// The context Live Activity cells are drawn in: full colour, as a medium widget's usual one. A Live
    /// Activity has none of the widget contexts (the system draws its Lock Screen banner and island itself).
    public static let liveActivityContext = PresentationContext.default(for: .systemMedium)
}
