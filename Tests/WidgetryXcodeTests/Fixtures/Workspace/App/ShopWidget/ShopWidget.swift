import SwiftUI
import WidgetKit
import ShopKit
import PriceFormatting

struct BasketEntry: TimelineEntry {
    let date: Date
    let basket: Basket
}

struct BasketProvider: TimelineProvider {
    func placeholder(in context: Context) -> BasketEntry { BasketEntry(date: .now, basket: Basket(items: 3, cents: 1250)) }
    func getSnapshot(in context: Context, completion: @escaping (BasketEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BasketEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct ShopWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Basket", provider: BasketProvider()) { entry in
            VStack {
                Text("\(entry.basket.items) items")
                Text(PriceText.format(cents: entry.basket.cents))
            }
            .containerBackground(.background, for: .widget)
        }
    }
}

@main struct ShopWidgets: WidgetBundle {
    var body: some Widget { ShopWidget() }
}
