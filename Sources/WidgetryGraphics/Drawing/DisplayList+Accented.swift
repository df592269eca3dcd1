import Foundation

extension DisplayList {
    /// The same drawing as WidgetKit's accented rendering mode shows it (iOS 18 tinted and iOS 26 glass
    /// Home Screens): every colour inside an accent group (``RenderingGroup/accent``) becomes `accent`, every
    /// other colour `primary`, each keeping its own opacity; images become one-colour shapes through their
    /// alpha unless their ``AccentedImageMode`` says otherwise (`.fullColor` keeps them, the desaturated modes
    /// use their luminance).
    public func accented(primary: RGBAColor, accent: RGBAColor) -> DisplayList {
        var copy = self
        copy.background = background.map { primary.withAlpha($0.alpha) }
        var accentDepth = 0
        var groups: [RenderingGroup] = []
        var imageModes: [AccentedImageMode] = []
        var output: [DrawCommand] = []
        output.reserveCapacity(commands.count)
        for command in commands {
            let target = accentDepth > 0 ? accent : primary
            switch command {
            case .beginGroup(let group):
                groups.append(group)
                if case .accent = group { accentDepth += 1 }
                if case .accentedImage(let mode) = group { imageModes.append(mode) }
                output.append(command)
            case .endGroup:
                if let group = groups.popLast() {
                    if case .accent = group { accentDepth -= 1 }
                    if case .accentedImage = group { imageModes.removeLast() }
                }
                output.append(command)
            case .image:
                // SwiftUI's default for images in the accented mode: the default group's colour through the alpha.
                switch imageModes.last {
                case .fullColor?:
                    output.append(command)
                case .accented?:
                    output += [.beginGroup(.tintedImages(accent, luminanceAsAlpha: false)), command, .endGroup]
                case .accentedDesaturated?:
                    output += [.beginGroup(.tintedImages(accent, luminanceAsAlpha: true)), command, .endGroup]
                case .desaturated?:
                    output += [.beginGroup(.tintedImages(primary, luminanceAsAlpha: true)), command, .endGroup]
                case nil:
                    output += [.beginGroup(.tintedImages(target, luminanceAsAlpha: false)), command, .endGroup]
                }
            default:
                output.append(command.mappingColors { target.withAlpha(target.alpha * $0.alpha) })
            }
        }
        copy.commands = output
        return copy
    }
}
