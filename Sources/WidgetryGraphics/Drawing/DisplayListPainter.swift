import CPangoCairo
import Foundation

/// Replays a ``DisplayList`` onto a Cairo context whose user space is already in points. Commands it
/// cannot draw are skipped; ``DisplayListCheck`` reports the same commands as findings.
struct DisplayListPainter {
    private enum OpenGroup {
        case clip
        /// A clip whose geometry was unusable: nothing was pushed, but its `endClip` must still match.
        case skippedClip
        case layer(opacity: CGFloat)
        case transform
        case shadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
        case group(RenderingGroup)
    }

    let cairo: OpaquePointer
    /// Where images are decoded.
    let images: ImageStore

    func paint(_ list: DisplayList) {
        if let background = list.background {
            let c = background.clamped
            cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
            cairo_paint(cairo)
        }
        var open: [OpenGroup] = []
        for command in list.commands {
            guard GeometryCheck.isFinite(command) else {
                // Begin commands still open a group so that their end commands stay matched.
                if case .beginClip = command { open.append(.skippedClip) }
                if case .beginLayer = command { draw(.beginLayer(opacity: 1), open: &open) }
                if case .beginTransform = command { draw(.beginTransform(.identity), open: &open) }
                if case .beginShadow = command { draw(.beginShadow(color: .clear, radius: 0, offset: .zero), open: &open) }
                continue
            }
            draw(command, open: &open)
        }
        // Unbalanced lists still render completely rather than losing everything inside an open group.
        while let group = open.popLast() { close(group) }
    }

    private func draw(_ command: DrawCommand, open: inout [OpenGroup]) {
        cairo_new_path(cairo)
        switch command {
        case .fill(let shape, let rect, let paint):
            ShapePath.add(shape, in: rect, to: cairo)
            PaintSource.set(paint, bounds: rect.standardized, on: cairo)
            cairo_fill(cairo)
        case .stroke(let shape, let rect, let paint, let lineWidth):
            guard lineWidth > 0 else { return }
            ShapePath.add(shape, in: rect, to: cairo)
            PaintSource.set(paint, bounds: rect.standardized, on: cairo)
            cairo_set_line_width(cairo, lineWidth)
            cairo_stroke(cairo)
        case .strokeStyled(let shape, let rect, let paint, let options):
            guard options.lineWidth > 0 else { return }
            ShapePath.add(shape, in: rect, to: cairo)
            PaintSource.set(paint, bounds: rect.standardized, on: cairo)
            apply(options)
            cairo_stroke(cairo)
            // Later strokes use the plain defaults.
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
            cairo_set_dash(cairo, nil, 0, 0)
        case .line(let from, let to, let paint, let lineWidth):
            guard lineWidth > 0 else { return }
            cairo_move_to(cairo, from.x, from.y)
            cairo_line_to(cairo, to.x, to.y)
            let bounds = CGRect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
            PaintSource.set(paint, bounds: bounds, on: cairo)
            cairo_set_line_width(cairo, lineWidth)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
            cairo_stroke(cairo)
        case .text(let text, let options, let rect):
            PangoEngine.withCurrent { engine in
                let result = TextLayouter(engine: engine).layOut(text, options: options)
                guard result.measurement.lineCount > 0 else { return }
                cairo_move_to(cairo, rect.minX, rect.minY + result.verticalOffset)
                engine.layout.show(in: cairo)
                cairo_new_path(cairo)
            }
        case .image(let path, let rect, let mode):
            if case .success(let image) = images.image(at: path) {
                drawImage(image, in: rect.standardized, mode: mode, tint: Self.imageTint(open), multiplier: Self.imageMultiplier(open))
            } else {
                PangoEngine.withCurrent { PlaceholderPainter(cairo: cairo, engine: $0).drawMissingImage(path: path, in: rect) }
            }
        case .symbolPlaceholder(let name, let rect, let color):
            PangoEngine.withCurrent { PlaceholderPainter(cairo: cairo, engine: $0).drawSymbol(name: name, in: rect, color: color) }
        case .symbolStandIn(let glyph, let fontSize, let rect, let color):
            PangoEngine.withCurrent { engine in
                let painter = PlaceholderPainter(cairo: cairo, engine: engine)
                if !painter.drawStandIn(glyph, fontSize: fontSize, in: rect, color: color) {
                    painter.drawSymbol(name: glyph.symbolName, in: rect, color: color)
                }
            }
        case .beginClip(let shape, let rect):
            cairo_save(cairo)
            ShapePath.add(shape, in: rect, to: cairo)
            cairo_clip(cairo)
            open.append(.clip)
        case .beginLayer(let opacity):
            cairo_push_group(cairo)
            open.append(.layer(opacity: min(max(opacity, 0), 1)))
        case .endClip:
            switch open.last {
            case .clip?, .skippedClip?: close(open.removeLast())
            default: break
            }
        case .endLayer:
            if case .layer? = open.last { close(open.removeLast()) }
        case .beginTransform(let transform):
            cairo_save(cairo)
            var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
            cairo_transform(cairo, &matrix)
            open.append(.transform)
        case .endTransform:
            if case .transform? = open.last { close(open.removeLast()) }
        case .beginShadow(let color, let radius, let offset):
            cairo_push_group(cairo)
            open.append(.shadow(color: color, radius: radius, offset: offset))
        case .endShadow:
            if case .shadow? = open.last { close(open.removeLast()) }
        case .beginGroup(let group):
            open.append(.group(group))
        case .endGroup:
            if case .group? = open.last { open.removeLast() }
        }
    }

    /// The innermost tint images are painted with, if any.
    private static func imageTint(_ open: [OpenGroup]) -> (color: RGBAColor, luminanceAsAlpha: Bool)? {
        for group in open.reversed() {
            if case .group(.tintedImages(let color, let luminanceAsAlpha)) = group { return (color, luminanceAsAlpha) }
            // Black through the luminance: the images of a `luminanceToAlpha()` group.
            if case .group(.luminanceToAlpha) = group { return (RGBAColor(red: 0, green: 0, blue: 0, alpha: 1), true) }
        }
        return nil
    }

    /// What the open `colorMultiply` groups multiply images by: the product of their colours, or nil outside any.
    private static func imageMultiplier(_ open: [OpenGroup]) -> RGBAColor? {
        var product: RGBAColor?
        for group in open {
            if case .group(.multiplied(let factor)) = group { product = product.map { $0.multiplied(by: factor) } ?? factor }
        }
        return product
    }

    private func apply(_ options: StrokeOptions) {
        cairo_set_line_width(cairo, options.lineWidth)
        let cap: cairo_line_cap_t = switch options.cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch options.join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, max(options.miterLimit, 1))
        // Cairo puts the context in an error state for an all-zero pattern; such a dash draws solid.
        let dashes = options.dash.map { Double(max($0, 0)) }
        if dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cairo, dashes, Int32(dashes.count), options.dashPhase)
        } else {
            cairo_set_dash(cairo, nil, 0, 0)
        }
    }

    private func close(_ group: OpenGroup) {
        switch group {
        case .clip, .transform:
            cairo_restore(cairo)
        case .skippedClip, .group:
            break
        case .layer(let opacity):
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        case .shadow(let color, let radius, let offset):
            guard let group = cairo_pop_group(cairo) else { return }
            defer { cairo_pattern_destroy(group) }
            if color.alpha > 0 { ShadowPainter(cairo: cairo).draw(group, color: color, radius: radius, offset: offset) }
            cairo_set_source(cairo, group)
            cairo_paint(cairo)
        }
    }

    private func drawImage(_ image: DecodedImage, in rect: CGRect, mode: ImageContentMode,
                           tint: (color: RGBAColor, luminanceAsAlpha: Bool)? = nil, multiplier: RGBAColor? = nil) {
        // A tinted image is painted in the tint colour, which the layout already multiplied: only its own pixels
        // need multiplying when it keeps its colours.
        let multiplied = tint == nil ? multiplier.map { image.multiplied(by: $0) } ?? image : image
        let image = tint?.luminanceAsAlpha == true ? multiplied.luminanceAsAlpha() : multiplied
        guard rect.width > 0, rect.height > 0, image.width > 0, image.height > 0 else { return }
        let scaleX = rect.width / CGFloat(image.width)
        let scaleY = rect.height / CGFloat(image.height)
        let (sx, sy): (CGFloat, CGFloat) = switch mode {
        case .stretch: (scaleX, scaleY)
        case .fit: (min(scaleX, scaleY), min(scaleX, scaleY))
        case .fill: (max(scaleX, scaleY), max(scaleX, scaleY))
        }
        cairo_save(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        cairo_translate(cairo, rect.midX - CGFloat(image.width) * sx / 2, rect.midY - CGFloat(image.height) * sy / 2)
        cairo_scale(cairo, sx, sy)
        // Clipping to the image itself lets the pattern pad its edges (no blurred border) without
        // smearing into the empty bands that `.fit` leaves.
        cairo_rectangle(cairo, 0, 0, CGFloat(image.width), CGFloat(image.height))
        cairo_clip(cairo)
        _ = image.withSurface { surface in
            guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
            defer { cairo_pattern_destroy(pattern) }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            if let tint {
                // The accented mode keeps only the image's coverage and paints it in one colour.
                let c = tint.color.clamped
                cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
                cairo_mask(cairo, pattern)
            } else {
                cairo_set_source(cairo, pattern)
                cairo_paint(cairo)
            }
        }
        cairo_restore(cairo)
    }
}
