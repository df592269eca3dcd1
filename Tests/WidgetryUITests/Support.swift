import Foundation
import WidgetryUI

/// Lays `view` out in a canvas of `size` with the content proposed the whole canvas.
func layout<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 300,
                     _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> LayoutResult {
    var environment = EnvironmentValues()
    configure(&environment)
    return LayoutEngine.layout(view, canvasSize: CGSize(width: width, height: height), environment: environment)
}

extension LayoutResult {
    /// The frame of the element whose path ends with `suffix`; fails loudly in tests when absent.
    func frame(_ suffix: String) -> CGRect {
        guard let element = element(pathEndingWith: suffix) else {
            fatalError("no element ending with \(suffix); paths: \(allElements.map(\.path))")
        }
        return element.frame
    }
}
