import Foundation
import Widgetry

/// The built-in sample widgets, with their asset folder.
public enum SampleWidgets {
    /// The folder holding the samples' images.
    public static var assets: AssetCatalog {
        AssetCatalog(directories: [Bundle.module.resourceURL!.appendingPathComponent("Assets")])
    }

    /// Every sample, as the `widgetry` command lists them.
    public static var catalog: WidgetCatalog {
        WidgetCatalog([
            RegisteredWidget(AdaptiveDayEventsWidget.self, assets: assets),
            RegisteredWidget(FixedRowDayEventsWidget.self, assets: assets),
            RegisteredWidget(LocationSummaryWidget.self, assets: assets),
            RegisteredWidget(DailyQuoteWidget.self, assets: assets),
        ])
    }
}
