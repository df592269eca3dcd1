import Foundation
import WidgetryFoundation
import WidgetryGraphics
@_spi(WidgetryUIKit) import WidgetryUI

extension CGContext {
    /// Draws `image` stretched into `rect` of user space, as Core Graphics does: the image's top row at the
    /// rectangle's maximum y, so it is upright in a bottom-left origin (a bitmap, a PDF) and upside down in a UIKit
    /// context's flipped one unless the code flips it. `byTiling` repeats it at that size over the whole context.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        var origins = [rect.origin]
        if byTiling, let area = listBounds?.applying(userToList.inverted()) {
            origins = []
            let firstColumn = ((area.minX - rect.minX) / rect.width).rounded(.down)
            let firstRow = ((area.minY - rect.minY) / rect.height).rounded(.down)
            var row = firstRow
            while rect.minY + row * rect.height < area.maxY, origins.count < 10_000 {
                var column = firstColumn
                while rect.minX + column * rect.width < area.maxX, origins.count < 10_000 {
                    origins.append(CGPoint(x: rect.minX + column * rect.width, y: rect.minY + row * rect.height))
                    column += 1
                }
                row += 1
            }
        }
        var commands: [DrawCommand] = []
        for origin in origins {
            // The image's own coordinates (origin top-left, y down, in the rectangle's size) to user space.
            let upright = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: origin.x, ty: origin.y + rect.height)
            commands.append(.beginTransform(upright.concatenating(userToList).drawTransform))
            commands += image.drawCommands(in: CGRect(origin: .zero, size: rect.size))
            commands.append(.endTransform)
        }
        record(wrappedInEffects(commands))
    }

    /// Draws commands laid out in user space (origin top-left, as UIKit draws images and text upright) through the
    /// current transform, alpha and shadow.
    func drawInUserSpace(_ commands: [DrawCommand]) {
        guard !commands.isEmpty else { return }
        let transform = userToList
        record(wrappedInEffects(transform.isIdentity ? commands
            : [.beginTransform(transform.drawTransform)] + commands + [.endTransform]))
    }

    /// The display list's area, in its own coordinates.
    var listBounds: CGRect? {
        switch destination {
        case .bitmap: return CGRect(x: 0, y: 0, width: width, height: height)
        case .imageContext(let context): return CGRect(origin: .zero, size: context.list.size)
        case .pdf(let pages): return pages.currentPageSize.map { CGRect(origin: .zero, size: $0) }
        }
    }
}
