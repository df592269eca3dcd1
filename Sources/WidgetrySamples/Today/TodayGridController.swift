import Widgetry

/// The grid sample as a Today widget: four tiles per row; the expand control is offered only when
/// there are more than four items, because four fit in the compact height.
public final class TodayGridController: TodayViewController {
    let items: [GridItemModel]

    /// A grid of the first `count` sample items.
    public init(count: Int) {
        items = Array(GridEntry.sample.items.prefix(max(0, count)))
        super.init()
    }

    public override func viewDidLoad() {
        extensionContext?.widgetLargestAvailableDisplayMode = items.count > 4 ? .expanded : .compact
    }

    public override func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {
        if activeDisplayMode == .compact {
            preferredContentSize = maxSize
        } else {
            // One 110-point band per row of four, as the compact band holds the first row.
            let rows = (items.count + 3) / 4
            preferredContentSize = CGSize(width: maxSize.width, height: min(CGFloat(rows) * 110, maxSize.height))
        }
    }

    public override var content: AnyView {
        let expanded = extensionContext?.widgetActiveDisplayMode == .expanded
        let shown = expanded ? items : Array(items.prefix(4))
        let rows = stride(from: 0, to: shown.count, by: 4).map { Array(shown[$0..<min($0 + 4, shown.count)]) }
        return AnyView(VStack(spacing: 8) {
            ForEach(0..<rows.count) { index in
                HStack(spacing: 8) {
                    ForEach(rows[index]) { item in GridTile(item: item) }
                    ForEach(0..<(4 - rows[index].count)) { _ in Color.clear }
                }
                .frame(height: 94)
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .padding(8))
    }
}
