import Foundation
import WidgetryFindings

/// The drawing step's findings, worked out from the display list itself: commands with NaN or infinite
/// geometry (which the painter skips, because one NaN puts Cairo into a permanent error state that blanks
/// the rest of the drawing), end commands without a matching begin, and a size or scale nothing can be
/// drawn at. A pure function of the list, so the pipeline can report them on the cell that drew it.
public enum DisplayListCheck {
    /// The problems drawing `list` at `scale` would work around.
    public static func findings(in list: DisplayList, scale: CGFloat = 1) -> [Finding] {
        var found: [Finding] = []
        if let error = validationError(list, scale) {
            found.append(Finding(kind: .invalidValue, message: "nothing can be drawn: \(error)",
                                 suggestion: "draw at a finite, positive size and scale"))
        }
        var skipped: [String: Int] = [:]
        var depth: [String: Int] = ["clip": 0, "layer": 0, "transform": 0, "shadow": 0, "group": 0]
        var unbalanced: [String] = []
        for command in list.commands {
            if !GeometryCheck.isFinite(command) { skipped[GeometryCheck.name(of: command), default: 0] += 1 }
            switch command {
            case .beginClip: depth["clip"]! += 1
            case .beginLayer: depth["layer"]! += 1
            case .beginTransform: depth["transform"]! += 1
            case .beginShadow: depth["shadow"]! += 1
            case .beginGroup: depth["group"]! += 1
            case .endGroup: close("group", &depth, &unbalanced)
            case .endClip: close("clip", &depth, &unbalanced)
            case .endLayer: close("layer", &depth, &unbalanced)
            case .endTransform: close("transform", &depth, &unbalanced)
            case .endShadow: close("shadow", &depth, &unbalanced)
            default: break
            }
        }
        for (name, count) in skipped.sorted(by: { $0.key < $1.key }) {
            found.append(Finding(kind: .invalidValue,
                                 message: "\(count) \(name) command\(count == 1 ? " has" : "s have") a NaN or infinite coordinate, size or width and \(count == 1 ? "was" : "were") skipped",
                                 suggestion: "check the layout or drawing code that produced it", count: count))
        }
        for name in unbalanced {
            found.append(Finding(kind: .invalidValue, message: "\(name) has no matching begin command and was ignored",
                                 suggestion: "pair every begin command with one end command"))
        }
        return found
    }

    private static func validationError(_ list: DisplayList, _ scale: CGFloat) -> Error? {
        do { try DisplayListRenderer.validate(list.size, scale: scale); return nil } catch { return error }
    }

    private static func close(_ name: String, _ depth: inout [String: Int], _ unbalanced: inout [String]) {
        if depth[name]! > 0 { depth[name]! -= 1 } else { unbalanced.append("end\(name.prefix(1).uppercased())\(name.dropFirst())") }
    }
}
