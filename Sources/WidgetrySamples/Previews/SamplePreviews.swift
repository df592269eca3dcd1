import Widgetry

/// Xcode-style previews of the samples, written as for SwiftUI; `widgetry gallery` shows them.
public struct DayEventsPreviews: PreviewProvider {
    public static var previews: some View {
        Group {
            AdaptiveDayEventsView(entry: .sample).previewContext(WidgetPreviewContext(family: .systemMedium))
            DailyQuoteView(entry: QuoteEntry(date: .init(timeIntervalSince1970: 1_780_000_000), quote: "千里之行，始于足下。", author: "老子"))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
        }
    }
}
