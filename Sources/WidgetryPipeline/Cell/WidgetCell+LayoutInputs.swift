import Foundation
import WidgetryKit
import WidgetryReference
import WidgetryUI

extension WidgetCell {
    /// What a widget's layout in a cell is made from, besides the presentation context, the appearance and
    /// the device itself: the family, the size and scale the system gives it, the kind of device, the text
    /// size it is laid out at, the language and the Live Activity canvas. Only cells with equal inputs can
    /// share a layout — ``MatrixRunner`` groups cells by them and `CellPipeline` reuses a layout only
    /// within them (and then only where no view read what else differs).
    public struct LayoutInputs: Hashable, Sendable {
        public var family: WidgetFamily
        public var width: Double
        public var height: Double
        public var scale: Double
        public var idiom: DeviceProfile.Idiom
        public var dynamicTypeSize: DynamicTypeSize
        public var locale: CellLocale?
        public var liveActivity: LiveActivityCanvas?
        /// Whether text is laid out with Bold Text's weights (``DisplaySetting/changesTextMetrics``). The other
        /// display settings change colours only, unless a view asks for them (``SharedLayout``).
        public var boldText = false

        /// These inputs with the text size left out: the cells one timeline entry serves. A provider is told
        /// the family and its size (`TimelineProviderContext`), never the text size, so WidgetKit shows the same
        /// entry at every text size; ``MatrixRunner`` renders such cells together and asks the provider once.
        public var atEveryTextSize: LayoutInputs {
            var inputs = self
            inputs.dynamicTypeSize = .large
            return inputs
        }
    }

    /// This cell's ``LayoutInputs``; a device without the family gives a zero size.
    public var layoutInputs: LayoutInputs {
        let size = self.size ?? .zero
        return LayoutInputs(family: family, width: Double(size.width), height: Double(size.height), scale: Double(device.defaultScale),
                            idiom: device.idiom, dynamicTypeSize: effectiveDynamicTypeSize, locale: locale, liveActivity: liveActivity,
                            boldText: displaySetting.changesTextMetrics)
    }
}
