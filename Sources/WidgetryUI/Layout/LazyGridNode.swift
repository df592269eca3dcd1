import Foundation

/// Lays out `LazyVGrid` (and, with the axes swapped, `LazyHGrid`: rows instead of columns, filled top to
/// bottom then leading to trailing) outside a scroll view as SwiftUI does (a widget shows every cell;
/// nothing scrolls):
/// - the columns are sized first, from the width proposed: `.fixed` columns take their width, then each
///   other column, in order, is offered the width left (less the spacing still to come) divided by the
///   columns left — a `.flexible` column clamps that to its minimum and maximum, an `.adaptive` one fits
///   as many items of at least its minimum as the share holds and spreads them over it (up to its maximum);
///   SwiftUI's documentation: "the grid … allocates space to flexible and adaptive items … in order";
///   objc.io, "SwiftUI's Grid Views" (https://www.objc.io/blog/2020/11/23/grid-layout/): fixed 70 + adaptive
///   minimum 40 in 200 pt gives 70, 57, 57. Placing sizes the columns again at the width the grid chose, as
///   SwiftUI does: two flexible columns of minimum 100 and 180 offered 300 make a 146 + 8 + 180 = 334 pt grid
///   whose columns are then 163 and 180 (measured in
///   https://www.mo4tech.com/predict-lazyvgrid-layout-flexible-article.html);
/// - cells fill the columns row by row; a row is as tall as its tallest cell at its column's width;
/// - each cell sits in its column and row by its item's alignment (`GridItem(alignment:)`), else the
///   grid's horizontal alignment, centred vertically;
/// - the grid is as wide as its columns and spacing and as tall as its rows and spacing (8 points
///   between rows unless `spacing:` says otherwise) — not the height offered, which only a scroll view
///   gives it all of.
final class LazyGridNode: LayoutNode {
    override var kind: ElementKind { .grid }
    let tracks: [GridTrack]
    /// The axis the tracks share: `.horizontal` for a `LazyVGrid`'s columns, `.vertical` for a `LazyHGrid`'s rows.
    let trackAxis: Axis
    /// How a cell sits in its slot when its track names no alignment.
    let alignment: Alignment
    /// The space between lines of cells (a vertical grid's rows, a horizontal grid's columns).
    let lineSpacing: CGFloat
    let cells: [LayoutNode]

    init(tracks: [GridTrack], trackAxis: Axis, alignment: Alignment, spacing: CGFloat?, cells: [LayoutNode], name: String) {
        self.tracks = tracks.isEmpty ? [GridTrack(size: .flexible(minimum: 10, maximum: .infinity))] : tracks
        self.trackAxis = trackAxis
        self.alignment = alignment
        let clean = spacing.flatMap { $0.isFinite ? max($0, 0) : nil }
        lineSpacing = clean ?? StackNode.defaultSpacing
        self.cells = cells
        super.init(name: name)
    }

    /// The axis lines of cells stack along.
    private var lineAxis: Axis { trackAxis == .horizontal ? .vertical : .horizontal }

    /// A proposal of `track` along the tracks' axis and `line` along the lines'.
    private func proposal(track: CGFloat?, line: CGFloat?) -> ProposedViewSize {
        var proposal = ProposedViewSize(width: nil, height: nil)
        proposal[trackAxis] = track
        proposal[lineAxis] = line
        return proposal
    }

    override func forEachChild(_ body: (LayoutNode) -> Void) { cells.forEach(body) }

    /// One track of the solved grid (a column of a vertical grid): its length, the space after it, and how
    /// its cells align.
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
            // No length to share: a track is as long as the longest cell that would sit in it.
            let count = tracks.count
            return tracks.enumerated().map { index, track in
                let ideal = stride(from: index, to: cells.count, by: count)
                    .map { cells[$0].sizeThatFits(ProposedViewSize(width: nil, height: nil))[trackAxis] }.max() ?? 0
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
                cells[index].sizeThatFits(proposal(track: columns[index - start].width, line: nil))[lineAxis]
            }.max() ?? 0
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let columns = columns(for: proposal[trackAxis])
        let across = columns.reduce(0) { $0 + $1.width } + columns.dropLast().reduce(0) { $0 + $1.spacingAfter }
        let lines = rowHeights(columns)
        let along = lines.reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return CGSize(axis: trackAxis, main: across, cross: along)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let columns = columns(for: frame.size[trackAxis])
        let lines = rowHeights(columns)
        let inner = context.descending(into: self)
        var placed: [PlacedElement] = []
        var alongLines = CGFloat(0)
        for (line, thickness) in lines.enumerated() {
            var alongTracks = CGFloat(0)
            for (track, spec) in columns.enumerated() {
                let index = line * columns.count + track
                guard index < cells.count else { break }
                let offset = CGSize(axis: trackAxis, main: alongTracks, cross: alongLines)
                let slot = CGRect(origin: CGPoint(x: frame.minX + offset.width, y: frame.minY + offset.height),
                                  size: CGSize(axis: trackAxis, main: spec.width, cross: thickness))
                let cell = cells[index]
                let size = cell.sizeThatFits(proposal(track: spec.width, line: nil))
                let origin = AlignmentGuides.origin(of: size, in: slot, alignment: spec.alignment ?? alignment, node: cell)
                placed.append(cell.place(in: CGRect(origin: origin, size: size), context: inner.sibling(index, of: cells.count)))
                alongTracks += spec.width + spec.spacingAfter
            }
            alongLines += thickness + lineSpacing
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

/// The eager layout behind `LazyVGrid(columns:) { … }` and `LazyHGrid(rows:) { … }`: every cell of
/// `content`, in `tracks` (columns across `.horizontal`, rows across `.vertical`).
public struct _LazyGridLayout<Content: View>: View, PrimitiveView {
    let tracks: [GridTrack]
    let trackAxis: Axis
    let alignment: Alignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical grid of `content`'s views in the columns `tracks`, centred vertically in their rows.
    public init(tracks: [GridTrack], alignment: HorizontalAlignment, spacing: CGFloat?, content: Content) {
        self.init(tracks: tracks, across: .horizontal, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, content: content)
    }

    /// A grid of `content`'s views in `tracks` across `axis`.
    public init(tracks: [GridTrack], across axis: Axis, alignment: Alignment, spacing: CGFloat?, content: Content) {
        self.tracks = tracks; trackAxis = axis; self.alignment = alignment; self.spacing = spacing; self.content = content
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let cells = context.with { $0.stackAxis = nil }.nodes(for: content)
        return [LazyGridNode(tracks: tracks, trackAxis: trackAxis, alignment: alignment, spacing: spacing, cells: cells,
                             name: trackAxis == .horizontal ? "LazyVGrid" : "LazyHGrid")]
    }
}
