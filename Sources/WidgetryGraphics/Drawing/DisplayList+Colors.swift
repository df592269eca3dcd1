import Foundation

extension DisplayList {
    /// The same drawing with every colour it names — fills, strokes, gradient stops, text runs, shadows,
    /// symbol placeholders and the background — passed through `transform`. Image pixels are left as they
    /// are.
    public func mappingColors(_ transform: (RGBAColor) -> RGBAColor) -> DisplayList {
        var copy = self
        copy.background = background.map(transform)
        copy.commands = commands.map { $0.mappingColors(transform) }
        return copy
    }
}

extension DrawCommand {
    /// This command with every colour it paints passed through `transform`; commands that paint no colour
    /// of their own (images, clips, layers) unchanged.
    public func mappingColors(_ transform: (RGBAColor) -> RGBAColor) -> DrawCommand {
        func paint(_ paint: Paint) -> Paint {
            paint.mappingColors(transform)
        }
        switch self {
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
        case .symbolStandIn(let glyph, let fontSize, let rect, let color):
            return .symbolStandIn(glyph, fontSize: fontSize, rect, transform(color))
        case .beginShadow(let color, let radius, let offset):
            return .beginShadow(color: transform(color), radius: radius, offset: offset)
        case .beginGroup(.tintedImages(let color, let luminanceAsAlpha)):
            return .beginGroup(.tintedImages(transform(color), luminanceAsAlpha: luminanceAsAlpha))
        case .image, .beginClip, .endClip, .beginLayer, .endLayer, .beginTransform, .endTransform, .endShadow, .beginGroup, .endGroup:
            return self
        }
    }
}

extension RGBAColor {
    /// This colour multiplied component by component by `factor`, alpha included: what SwiftUI's
    /// `colorMultiply(_:)` makes of each colour it covers (white leaves it unchanged, black makes it black).
    public func multiplied(by factor: RGBAColor) -> RGBAColor {
        RGBAColor(red: red * factor.red, green: green * factor.green, blue: blue * factor.blue, alpha: alpha * factor.alpha)
    }

    /// Black with the colour's luminance (Rec. 709, as images' luminance is read) times its alpha as opacity:
    /// `luminanceToAlpha()`.
    public var luminanceAsAlpha: RGBAColor {
        let c = clamped
        let luma = min(max(0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue, 0), 1)
        return RGBAColor(red: 0, green: 0, blue: 0, alpha: luma * c.alpha)
    }

    /// The grey of the same luma (Rec. 709 weights on the stored components) and alpha.
    public var greyscale: RGBAColor {
        let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        return RGBAColor(red: luma, green: luma, blue: luma, alpha: alpha)
    }
}

extension RGBAColor {
    /// This colour moved `amount` (0...1) of the way towards `other`, alpha included.
    public func mixed(with other: RGBAColor, amount: Double) -> RGBAColor {
        let t = min(max(amount, 0), 1)
        return RGBAColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                         blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// StandBy's night mode: the whole screen in monochrome red, the red channel carrying the luma.
    public var nightRed: RGBAColor {
        let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        return RGBAColor(red: luma, green: 0, blue: 0, alpha: alpha)
    }
}
