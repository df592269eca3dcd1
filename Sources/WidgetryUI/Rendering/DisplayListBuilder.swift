import Foundation
import WidgetryGraphics

/// Turns placed elements into canvas commands: the element's own drawing, then its children, inside
/// its clip and opacity group.
enum DisplayListBuilder {
    static func build(_ result: LayoutResult, background: RGBAColor?) -> DisplayList {
        var list = DisplayList(size: result.canvasSize, background: background)
        if let container = result.containerBackground { emit(container, into: &list) }
        emit(result.root, into: &list)
        return list
    }

    private static func emit(_ element: PlacedElement, into list: inout DisplayList) {
        // Fully transparent (hidden) elements draw nothing; skipping them keeps the list short.
        guard element.opacity > 0 else { return }
        if let transform = element.transform { list.append(.beginTransform(transform)) }
        if let shadow = element.shadow { list.append(.beginShadow(color: shadow.color, radius: shadow.radius, offset: shadow.offset)) }
        let grouped = element.opacity < 1
        if grouped { list.append(.beginLayer(opacity: element.opacity)) }
        if let group = element.renderingGroup { list.append(.beginGroup(group)) }
        let multipliedFrom = list.commands.count
        emitOwnDrawing(element, into: &list)
        if let clip = element.childClip { list.append(.beginClip(clip.shape, clip.rect)) }
        element.forEachChild { emit($0, into: &list) }
        if element.childClip != nil { list.append(.endClip) }
        if case .multiplied(let factor)? = element.renderingGroup { multiplyColors(of: &list, from: multipliedFrom, by: factor) }
        if case .luminanceToAlpha? = element.renderingGroup {
            for index in multipliedFrom..<list.commands.count {
                list.commands[index] = list.commands[index].mappingColors { $0.luminanceAsAlpha }
            }
        }
        if element.renderingGroup != nil { list.append(.endGroup) }
        if grouped { list.append(.endLayer) }
        if element.shadow != nil { list.append(.endShadow) }
        if element.transform != nil { list.append(.endTransform) }
    }

    /// `colorMultiply(_:)`: the colours of the commands from `start` on multiplied by `factor` (nested multiplies
    /// compose, as the inner span is multiplied again by the outer one); images are multiplied by the painter.
    @inline(never)
    private static func multiplyColors(of list: inout DisplayList, from start: Int, by factor: RGBAColor) {
        for index in start..<list.commands.count {
            list.commands[index] = list.commands[index].mappingColors { $0.multiplied(by: factor) }
        }
    }

    /// The element's own drawing. Kept out of ``emit(_:into:)``, which recurses once per level of the placed
    /// tree: the temporaries of each kind of content would otherwise sit in every level's stack frame, and a
    /// tree nested to the build limit overflowed a dispatch worker's stack (GeneratedViewTreeTests.deepNesting).
    @inline(never)
    private static func emitOwnDrawing(_ element: PlacedElement, into list: inout DisplayList) {
        switch element.content {
        case .none: break
        case .text(let text):
            if text.isRedacted {
                // SwiftUI's placeholder redaction: a rounded bar per line in the text's colour at low opacity.
                // An empty text (a placeholder entry's blank name) has no line and no bar: insetting its zero-width or
                // flat frame gave CGRect.null, whose infinite origin the renderer refused as an invalid fill.
                let color = (text.text.runs.first?.color ?? .black).opacity(0.2)
                let frame = element.frame
                if frame.width > 0, frame.height > 0 {
                    let bar = frame.height > 2 ? frame.insetBy(dx: 0, dy: 1) : frame
                    list.append(.fill(.roundedRectangle(cornerRadius: 3, continuous: true), bar, .color(color)))
                }
            } else {
                let rect = CGRect(origin: text.drawOrigin,
                                  size: CGSize(width: text.options.width ?? element.frame.width, height: element.frame.height))
                list.append(.text(text.text, text.options, rect))
            }
        case .shape(let shape, let fill, let stroke, let lineWidth):
            if let fill { list.append(.fill(shape, element.frame, fill)) }
            if let stroke { list.append(.stroke(shape, element.frame, stroke, lineWidth: lineWidth)) }
        case .styledStroke(let shape, let stroke, let style):
            list.append(.strokeStyled(shape, element.frame, stroke, style))
        case .image(let image):
            if let path = image.filePath {
                list.append(.image(path: path, element.frame, image.contentMode))
            } else {
                list.append(.image(path: "missing:" + image.name, element.frame, image.contentMode))
            }
        case .symbol(let name, let color, let standIn, let glyphSize):
            if let standIn, glyphSize > 0 {
                list.append(.symbolStandIn(standIn, fontSize: glyphSize, element.frame, color))
            } else {
                list.append(.symbolPlaceholder(name: name, element.frame, color))
            }
        }
    }
}
