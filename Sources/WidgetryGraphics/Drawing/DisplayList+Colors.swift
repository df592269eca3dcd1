import Foundation

extension DisplayList {
    /// The same drawing with every colour it names — fills, strokes, gradient stops, text runs, shadows,
    /// symbol placeholders and the background — passed through `transform`. Image pixels are left as they
    /// are.
    public func mappingColors(_ transform: (RGBAColor) -> RGBAColor) -> DisplayList {
        func paint(_ paint: Paint) -> Paint {
            switch paint {
            case .color(let color):
                return .color(transform(color))
            case .linearGradient(let stops, let start, let end):
                return .linearGradient(stops: stops.map { GradientStop(color: transform($0.color), location: $0.location) }, start: start, end: end)
            }
        }
        var copy = self
        copy.background = background.map(transform)
        copy.commands = commands.map { command in
            switch command {
            case .fill(let shape, let rect, let p):
                return .fill(shape, rect, paint(p))
            case .stroke(let shape, let rect, let p, let lineWidth):
                return .stroke(shape, rect, paint(p), lineWidth: lineWidth)
            case .strokeStyled(let shape, let rect, let p, let options):
                return .strokeStyled(shape, rect, paint(p), options)
            case .line(let from, let to, let p, let lineWidth):
                return .line(from: from, to: to, paint(p), lineWidth: lineWidth)
            case .text(var text, let options, let rect):
                for index in text.runs.indices { text.runs[index].color = transform(text.runs[index].color) }
                return .text(text, options, rect)
            case .symbolPlaceholder(let name, let rect, let color):
                return .symbolPlaceholder(name: name, rect, transform(color))
            case .beginShadow(let color, let radius, let offset):
                return .beginShadow(color: transform(color), radius: radius, offset: offset)
            case .image, .beginClip, .endClip, .beginLayer, .endLayer, .beginTransform, .endTransform, .endShadow:
                return command
            }
        }
        return copy
    }
}

extension RGBAColor {
    /// The grey of the same luma (Rec. 709 weights on the stored components) and alpha.
    public var greyscale: RGBAColor {
        let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        return RGBAColor(red: luma, green: luma, blue: luma, alpha: alpha)
    }
}
