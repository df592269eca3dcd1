import Widgetry

/// The day-events sample as an iOS 10+ Today widget: two rows when compact, every row plus a footer
/// when expanded, with heights that follow the text size (`AdaptiveTodayHeights`) and an expanded
/// height asked for in the right mode and again when the text size changes.
///
/// At accessibility sizes the time no longer fits beside the title: expanded rows put it under the title
/// (and their heights are measured from such a row), compact rows show the title alone.
public final class TodayDayEventsController: TodayViewController {
    let events = DayEventsEntry.sample.events
    /// Rows are a third of the compact height at `.large` (the header and two rows share 110 pt) and scale
    /// with the body style's Dynamic Type ratio; the footer is one caption line. The scaled estimate is a
    /// little generous at accessibility sizes, which keeps padding and the header inside the granted height.
    let heights = AdaptiveTodayHeights(rowsShownCompact: 3, footerHeight: 24)
    /// Expanded rows at accessibility sizes, measured: the stacked row with the longest title, at the width
    /// the host grants less the 16 pt horizontal padding on each side.
    func expandedHeights() -> AdaptiveTodayHeights {
        let longest = events.max { $0.title.count < $1.title.count } ?? events[0]
        let width = extensionContext?.widgetMaximumSize(for: .expanded).width ?? 0
        return AdaptiveTodayHeights(measuring: TodayEventRow(event: longest, layout: .stacked).padding(.vertical, 2),
                                    footer: Text("+9 more").font(.caption), width: max(width - 32, 0), rowsShownCompact: 3)
    }

    /// The heights that apply at the current text size in `mode`.
    func heights(for mode: NCWidgetDisplayMode, at size: DynamicTypeSize) -> AdaptiveTodayHeights {
        mode == .expanded && size.isAccessibilitySize ? expandedHeights() : heights
    }

    public override func viewDidLoad() {
        extensionContext?.widgetLargestAvailableDisplayMode = .expanded
    }

    public override func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {
        updatePreferredSize(mode: activeDisplayMode, maximum: maxSize)
    }

    public override func dynamicTypeSizeDidChange() {
        guard let context = extensionContext else { return }
        let mode = context.widgetActiveDisplayMode
        updatePreferredSize(mode: mode, maximum: context.widgetMaximumSize(for: mode))
    }

    private func updatePreferredSize(mode: NCWidgetDisplayMode, maximum: CGSize) {
        if mode == .compact {
            preferredContentSize = maximum
        } else {
            let height = heights(for: .expanded, at: dynamicTypeSize).expandedHeight(rowCount: events.count + 1, at: dynamicTypeSize)
            preferredContentSize = CGSize(width: maximum.width, height: min(height, maximum.height))
        }
    }

    public override var content: AnyView {
        let context = extensionContext
        let expanded = context?.widgetActiveDisplayMode == .expanded
        let size = dynamicTypeSize
        // The header takes one row's height; rows fill what the granted height holds at this text size.
        let sized = heights(for: expanded ? .expanded : .compact, at: size)
        let capacity = expanded
            ? sized.expandedRowCapacity(maximumHeight: context?.widgetMaximumSize(for: .expanded).height ?? 0, at: size)
            : sized.compactRowCount(at: size)
        let rowLayout: TodayEventRow.Layout = !size.isAccessibilitySize ? .inline : expanded ? .stacked : .titleOnly
        let showsHeader = capacity >= 2
        let rows = min(events.count, max(capacity - (showsHeader ? 1 : 0), 1))
        return AnyView(VStack(alignment: .leading, spacing: 4) {
            if showsHeader { Text("Today").font(.headline).foregroundColor(.red).lineLimit(1) }
            ForEach(events.prefix(rows)) { event in
                TodayEventRow(event: event, layout: rowLayout)
            }
            if expanded && rows < events.count { Text("+\(events.count - rows) more").font(.caption).foregroundStyle(.secondary) }
        }
        .padding(.horizontal, 16).padding(.vertical, 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }
}

/// One row of the Today day-events widget.
struct TodayEventRow: View {
    /// Where the time goes.
    enum Layout { case inline, stacked, titleOnly }

    let event: DayEvent
    var layout: Layout = .inline

    var body: some View {
        switch layout {
        case .inline:
            HStack(spacing: 8) {
                Text(event.time).font(.footnote).monospacedDigit().foregroundStyle(.secondary)
                Text(event.title).font(.body).lineLimit(1).minimumScaleFactor(0.8)
                Spacer(minLength: 0)
            }
        case .stacked:
            VStack(alignment: .leading, spacing: 0) {
                Text(event.title).font(.body).lineLimit(1).minimumScaleFactor(0.75)
                Text(event.time).font(.footnote).monospacedDigit().foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .titleOnly:
            Text(event.title).font(.body).lineLimit(1).minimumScaleFactor(0.75)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
