import Foundation

/// Lays out `LazyVGrid` outside a scroll view as SwiftUI does (a widget shows every cell; nothing scrolls):
/// - the columns are sized first, from the width proposed: `.fixed` columns take their width, then each
///   other column, in order, is offered the width left (less the spacing still to come) divided by the
///   columns left — a `.flexible` column clamps that to its minimum and maximum, an `.adaptive` one fits
///   as many items of at least its minimum as the share holds and spreads them over it (up to its maximum);
///   SwiftUI's documentation: "the grid … allocates space to flexible and adaptive items … in order";
/// - cells fill the columns row by row; a row is as tall as its tallest cell at its column's width;
/// - each cell sits in its column and row by its item's alignment (`GridItem(alignment:)`), else the
///   grid's horizontal alignment, centred vertically;
/// - the grid is as wide as its columns and spacing and as tall as its rows and spacing (8 points
///   between rows unless `spacing:` says otherwise) — not the height offered, which only a scroll view
///   gives it all of.
final class LazyGridNode: LayoutNode {
    override var kind: ElementKind { .grid }
    let tracks: [GridTrack]
    let alignment: HorizontalAlignment
    let rowSpacing: CGFloat
    let cells: [LayoutNode]

    init(tracks: [GridTrack], alignment: HorizontalAlignment, spacing: CGFloat?, cells: [LayoutNode]) {
        self.tracks = tracks.isEmpty ? [GridTrack(size: .flexible(minimum: 10, maximum: .infinity))] : tracks
        self.alignment = alignment
        let clean = spacing.flatMap { $0.isFinite ? max($0, 0) : nil }
        rowSpacing = clean ?? StackNode.defaultSpacing
        self.cells = cells
        super.init(name: "LazyVGrid")
    }

    override func forEachChild(_ body: (LayoutNode) -> Void) { cells.forEach(body) }

    /// One column of the solved grid: its width, the space after it, and how its cells align.
    private struct Column {
        var width: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment?
    }

    private func spacing(after track: GridTrack) -> CGFloat {
        track.spacing.flatMap { $0.isFinite ? max($0, 0) : nil } ?? StackNode.defaultSpacing
    }

    /// The columns for a proposed width (`nil`: each column at its cells' ideal width, clamped).
    private func columns(for proposedWidth: CGFloat?) -> [Column] {
        guard let available = proposedWidth, available.isFinite else {
            // No width to share: a column is as wide as the widest cell that would sit in it.
            let count = tracks.count
            return tracks.enumerated().map { index, track in
                let ideal = stride(from: index, to: cells.count, by: count)
                    .map { cells[$0].sizeThatFits(ProposedViewSize(width: nil, height: nil)).width }.max() ?? 0
                let width: CGFloat
                switch track.size {
                case .fixed(let fixed): width = fixed
                case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): width = min(max(ideal, minimum), maximum)
                }
                return Column(width: width, spacingAfter: spacing(after: track), alignment: track.alignment)
            }
        }
        var remaining = available
        for (index, track) in tracks.enumerated() {
            if case .fixed(let width) = track.size { remaining -= width }
            if index < tracks.count - 1 { remaining -= spacing(after: track) }
        }
        var result: [Column] = []
        var left = tracks.filter { if case .fixed = $0.size { false } else { true } }.count
        for (index, track) in tracks.enumerated() {
            let after = index < tracks.count - 1 ? spacing(after: track) : 0
            switch track.size {
            case .fixed(let width):
                result.append(Column(width: width, spacingAfter: after, alignment: track.alignment))
            case .flexible(let minimum, let maximum):
                let share = max(remaining / CGFloat(max(left, 1)), 0)
                let width = min(max(share, minimum), maximum)
                result.append(Column(width: width, spacingAfter: after, alignment: track.alignment))
                remaining -= width
                left -= 1
            case .adaptive(let minimum, let maximum):
                let share = max(remaining / CGFloat(max(left, 1)), 0)
                let itemSpacing = spacing(after: track)
                let fitting = max(1, Int(((share + itemSpacing) / (max(minimum, 1) + itemSpacing)).rounded(.down)))
                let width = min(max((share - itemSpacing * CGFloat(fitting - 1)) / CGFloat(fitting), minimum), maximum)
                for item in 0..<fitting {
                    result.append(Column(width: width, spacingAfter: item < fitting - 1 ? itemSpacing : after, alignment: track.alignment))
                }
                remaining -= width * CGFloat(fitting) + itemSpacing * CGFloat(fitting - 1)
                left -= 1
            }
        }
        return result
    }

    /// Each row's height for these column widths.
    private func rowHeights(_ columns: [Column]) -> [CGFloat] {
        stride(from: 0, to: cells.count, by: columns.count).map { start in
            (start..<min(start + columns.count, cells.count)).map { index in
                cells[index].sizeThatFits(ProposedViewSize(width: columns[index - start].width, height: nil)).height
            }.max() ?? 0
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let columns = columns(for: proposal.width)
        let width = columns.reduce(0) { $0 + $1.width } + columns.dropLast().reduce(0) { $0 + $1.spacingAfter }
        let heights = rowHeights(columns)
        let height = heights.reduce(0, +) + rowSpacing * CGFloat(max(heights.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let columns = columns(for: frame.width)
        let heights = rowHeights(columns)
        let inner = context.descending(into: self)
        var placed: [PlacedElement] = []
        var y = frame.minY
        for (row, height) in heights.enumerated() {
            var x = frame.minX
            for (column, spec) in columns.enumerated() {
                let index = row * columns.count + column
                guard index < cells.count else { break }
                let slot = CGRect(x: x, y: y, width: spec.width, height: height)
                let cell = cells[index]
                let size = cell.sizeThatFits(ProposedViewSize(width: spec.width, height: nil))
                let cellAlignment = spec.alignment ?? Alignment(horizontal: alignment, vertical: .center)
                let origin = AlignmentGuides.origin(of: size, in: slot, alignment: cellAlignment, node: cell)
                placed.append(cell.place(in: CGRect(origin: origin, size: size), context: inner.sibling(index, of: cells.count)))
                x += spec.width + spec.spacingAfter
            }
            y += height + rowSpacing
        }
        element.children = placed
        return element
    }
}

/// A column of a lazy grid, as `GridItem` describes it (`GridItem` itself is declared with the lists).
public struct GridTrack: Sendable, Hashable {
    /// How the column is sized.
    public enum Size: Sendable, Hashable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat, maximum: CGFloat)
        case adaptive(minimum: CGFloat, maximum: CGFloat)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    /// A column.
    public init(size: Size, spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// The eager layout behind `LazyVGrid(columns:) { … }`: every cell of `content`, in `tracks`.
public struct _LazyGridLayout<Content: View>: View, PrimitiveView {
    let tracks: [GridTrack]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `content`'s views in `tracks`.
    public init(tracks: [GridTrack], alignment: HorizontalAlignment, spacing: CGFloat?, content: Content) {
        self.tracks = tracks; self.alignment = alignment; self.spacing = spacing; self.content = content
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let cells = context.with { $0.stackAxis = nil }.nodes(for: content)
        return [LazyGridNode(tracks: tracks, alignment: alignment, spacing: spacing, cells: cells)]
    }
}
