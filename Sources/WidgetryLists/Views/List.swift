import Foundation
import WidgetryReference
import WidgetryUI

/// A scrolling, table-style list of self-sizing rows, as SwiftUI's `List` in the plain style: each
/// row is the row content padded 16 points at the sides and 11 at top and bottom, at least 44 points
/// tall (`UITableView`'s default row height), with a separator inset 16 points from the leading edge.
///
/// Like SwiftUI's `List` it takes all the space offered and shows a viewport: the rows at
/// `contentOffset` (0 unless a ``LazyLayoutState`` or the `contentOffset:` initializer says otherwise),
/// each measured with ``ViewMeasurer`` at the list's width and the environment's text size; rows out
/// of view are never built. The layout is a ``ListLayout`` (a one-column ``GridLayout``), so a list of a
/// million rows renders as fast as a list of ten.
public struct List<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: View {
    private let data: Data
    private let rowContent: (Data.Element) -> RowContent
    private let state: LazyLayoutState
    private let estimatedRowHeight: CGFloat
    /// The rows of a list written in place (`List { … }`), drawn instead of the data's rows.
    private var staticRows: AnyView? = nil
    @Environment(\.self) private var environment

    /// Padding around each row's content, as `UITableViewCell`'s layout margins (16 at the sides) and
    /// the 11-point vertical inset of a default 44-point row with 22-point text.
    public static var rowInsets: EdgeInsets { EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16) }
    /// The least height of a row: `UITableView`'s default row height.
    public static var minimumRowHeight: CGFloat { 44 }

    /// A list of one row per element, identified by `id`, showing the top of the list.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) {
        self.init(data, id: id, state: LazyLayoutState(), rowContent: rowContent)
    }

    /// A list whose scroll position and measurements live in `state`, so successive renders (scrolls,
    /// rotations, text-size changes) re-measure only what they must. `estimatedRowHeight` is what a row
    /// not measured yet counts for.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, state: LazyLayoutState, estimatedRowHeight: CGFloat = 44,
                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) {
        self.data = data
        self.rowContent = rowContent
        self.state = state
        self.estimatedRowHeight = estimatedRowHeight
    }

    /// The rows at the content offset, each measured at the list's width, clipped to the space offered.
    public var body: some View {
        if let staticRows {
            StaticRows { staticRows }
        } else {
            dataRows
        }
    }

    private var dataRows: some View {
        GeometryReader { proxy in
            ViewportView(viewport: viewport(size: proxy.size)) { item in
                row(at: item.index)
            }
        }
    }

    private func element(at index: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: index)]
    }

    /// A row as drawn and measured: content, padding, minimum height, separator.
    private func row(at index: Int) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            rowContent(element(at: index))
                .padding(Self.rowInsets)
                .frame(maxWidth: .infinity, minHeight: Self.minimumRowHeight, alignment: .leading)
            Divider().padding(.leading, Self.rowInsets.leading)
        }
    }

    private func viewport(size: CGSize) -> LayoutViewport {
        let environment = self.environment
        return state.viewport(itemCount: data.count, columns: 1, size: size, insets: EdgeInsets(), columnSpacing: 0,
                              rowSpacing: 0, estimatedItemHeight: estimatedRowHeight,
                              dynamicTypeSize: environment.dynamicTypeSize) { index, width in
            ViewMeasurer.idealHeight(of: row(at: index), width: width, environment: environment)
        }
    }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A list of one row per `Identifiable` element, showing the top of the list.
    public init(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) {
        self.init(data, id: \.id, rowContent: rowContent)
    }

    /// A list of `Identifiable` elements whose scroll position and measurements live in `state`.
    public init(_ data: Data, state: LazyLayoutState, estimatedRowHeight: CGFloat = 44,
                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) {
        self.init(data, id: \.id, state: state, estimatedRowHeight: estimatedRowHeight, rowContent: rowContent)
    }
}

extension List where Data == Range<Int>, ID == Int {
    /// A list of one row per integer in `data`, showing the top of the list.
    public init(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) {
        self.init(data, id: \.self, rowContent: rowContent)
    }

    /// A list of one row per integer in `data` whose scroll position and measurements live in `state`.
    public init(_ data: Range<Int>, state: LazyLayoutState, estimatedRowHeight: CGFloat = 44,
                @ViewBuilder rowContent: @escaping (Int) -> RowContent) {
        self.init(data, id: \.self, state: state, estimatedRowHeight: estimatedRowHeight, rowContent: rowContent)
    }
}

extension List where Data == EmptyCollection<Int>, ID == Int, RowContent == EmptyView {
    /// A list whose rows are written in place (`List { Text("a"); Section { … } }`), as app settings
    /// screens write them: drawn as static rows, top-leading with the list's side insets, without
    /// per-row separators (rows written in place are not measured one by one as data rows are).
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.init(EmptyCollection<Int>(), id: \.self, rowContent: { _ in EmptyView() })
        staticRows = AnyView(content())
    }
}
