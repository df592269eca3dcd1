import Widgetry

/// The day-events Today widget as the original iOS 10 code wrote it, broken on purpose: every row is a
/// fixed 55 pt (two rows fill the 110 pt compact height) and the expanded height is rows × 55, whatever
/// the user's text size. At larger sizes a row's text no longer fits its 55 pt and the second row is cut
/// at the bottom of the granted height. `TodayDayEvents` is the fixed version (heights from the text size).
public final class TodayDayEventsFixedRowsController: TodayViewController {
    let events = DayEventsEntry.sample.events
    /// Half the compact height: the iOS 10 code's constant.
    static let rowHeight: CGFloat = 55

    public override func viewDidLoad() {
        extensionContext?.widgetLargestAvailableDisplayMode = .expanded
    }

    public override func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {
        if activeDisplayMode == .compact {
            preferredContentSize = maxSize
        } else {
            preferredContentSize = CGSize(width: maxSize.width, height: min(CGFloat(events.count) * Self.rowHeight, maxSize.height))
        }
    }

    public override var content: AnyView {
        let expanded = extensionContext?.widgetActiveDisplayMode == .expanded
        let rows = expanded ? events.count : 2
        return AnyView(VStack(alignment: .leading, spacing: 0) {
            ForEach(events.prefix(rows)) { event in
                VStack(alignment: .leading, spacing: 2) {
                    Text(event.title).font(.body)
                    Text(event.time).font(.footnote).foregroundStyle(.secondary)
                }
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity, minHeight: Self.rowHeight, maxHeight: Self.rowHeight, alignment: .leading)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }
}
