import Widgetry

/// The day-events sample as an iOS 10+ Today widget: two rows when compact, every row plus a footer
/// when expanded, with heights that follow the text size (`AdaptiveTodayHeights`) and an expanded
/// height asked for in the right mode and again when the text size changes.
public final class TodayDayEventsController: TodayViewController {
    let events = DayEventsEntry.sample.events
    /// Rows are a third of the compact height at `.large` (the header and two rows share 110 pt) and scale
    /// with the body style's Dynamic Type ratio; the footer is one caption line. The scaled estimate is a
    /// little generous at accessibility sizes, which keeps padding and the header inside the granted height.
    let heights = AdaptiveTodayHeights(rowsShownCompact: 3, footerHeight: 24)

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
            let height = heights.expandedHeight(rowCount: events.count + 1, at: dynamicTypeSize)
            preferredContentSize = CGSize(width: maximum.width, height: min(height, maximum.height))
        }
    }

    public override var content: AnyView {
        let context = extensionContext
        let expanded = context?.widgetActiveDisplayMode == .expanded
        let size = dynamicTypeSize
        // The header takes one row's height; rows fill what the granted height holds at this text size.
        let capacity = expanded
            ? heights.expandedRowCapacity(maximumHeight: context?.widgetMaximumSize(for: .expanded).height ?? 0, at: size)
            : heights.compactRowCount(at: size)
        let showsHeader = capacity >= 2
        let rows = min(events.count, max(capacity - (showsHeader ? 1 : 0), 1))
        return AnyView(VStack(alignment: .leading, spacing: 4) {
            if showsHeader { Text("Today").font(.headline).foregroundColor(.red).lineLimit(1) }
            ForEach(events.prefix(rows)) { event in
                TodayEventRow(event: event)
            }
            if expanded && rows < events.count { Text("+\(events.count - rows) more").font(.caption).foregroundStyle(.secondary) }
        }
        .padding(.horizontal, 16).padding(.vertical, 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }
}

/// One row of the Today day-events widget.
struct TodayEventRow: View {
    let event: DayEvent
    var body: some View {
        HStack(spacing: 8) {
            Text(event.time).font(.footnote).monospacedDigit().foregroundStyle(.secondary)
            Text(event.title).font(.body).lineLimit(1).minimumScaleFactor(0.8)
            Spacer(minLength: 0)
        }
    }
}
