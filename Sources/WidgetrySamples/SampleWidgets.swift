import Foundation
import Widgetry
import WidgetryCheck

/// The built-in sample widgets, with their asset folder.
public enum SampleWidgets {
    /// The folder holding the samples' images.
    public static var assets: AssetCatalog {
        AssetCatalog(directories: [Bundle.module.resourceURL!.appendingPathComponent("Assets")])
    }

    /// The images plus the parcel samples' String Catalog (`Localized/ParcelTracker/Localizable.xcstrings`:
    /// English, German, Japanese, Arabic). Only the parcel samples use it, so the others stay unlocalised widgets.
    public static var localizedAssets: AssetCatalog { assets(localizedIn: "ParcelTracker") }

    /// The images plus the courier sample's String Catalog (`Localized/CourierStatus/Localizable.xcstrings`:
    /// English, German, Japanese — no Arabic).
    public static var courierAssets: AssetCatalog { assets(localizedIn: "CourierStatus") }

    /// The images plus the string tables in `Localized/<folder>`: each localised sample has its own, as each
    /// app has its own bundle.
    private static func assets(localizedIn folder: String) -> AssetCatalog {
        AssetCatalog(directories: [Bundle.module.resourceURL!.appendingPathComponent("Assets"),
                                   Bundle.module.resourceURL!.appendingPathComponent("Localized").appendingPathComponent(folder)])
    }

    /// Every sample, as the `widgetry` command lists them.
    public static var catalog: WidgetCatalog {
        WidgetCatalog([
            RegisteredWidget(AdaptiveDayEventsWidget.self, assets: assets),
            RegisteredWidget(FixedRowDayEventsWidget.self, assets: assets),
            RegisteredWidget(LocationSummaryWidget.self, assets: assets),
            RegisteredWidget(DailyQuoteWidget.self, assets: assets),
            RegisteredWidget(WalletShortcutsWidget.self, assets: assets),
            RegisteredWidget(GridWidget.self, assets: assets),
            RegisteredWidget(ActivityRingsWidget.self, assets: assets),
            RegisteredWidget(BatteryLevelWidget.self, assets: assets),
            RegisteredWidget(PerSecondClockWidget.self, assets: assets),
            RegisteredWidget(TrailConditionsWidget.self, assets: assets),
            RegisteredWidget(TrailConditionsFixedWidget.self, assets: assets),
            RegisteredWidget(ErrandsWidget.self, assets: assets),
            RegisteredWidget(ParcelTrackerWidget.self, assets: localizedAssets),
            RegisteredWidget(ParcelTrackerFixedWidget.self, assets: localizedAssets),
            RegisteredWidget(CourierStatusWidget.self, assets: courierAssets),
            RegisteredWidget(WeeklyStepsWidget.self, assets: assets),
        ])
    }

    /// The accessibility audit's samples (docs/checking.md, "Accessibility"): one broken on purpose, one fixed.
    /// Kept out of ``catalog``, whose samples the matrix benchmark times.
    public static var accessibilityCatalog: WidgetCatalog {
        WidgetCatalog([
            RegisteredWidget(HomeControlsWidget.self, assets: assets),
            RegisteredWidget(HomeControlsFixedWidget.self, assets: assets),
            RegisteredWidget(NowPlayingWidget.self, assets: assets),
            RegisteredWidget(NowPlayingFixedWidget.self, assets: assets),
        ])
    }

    /// The samples' previews, which the gallery renders beside the widgets.
    public static var previews: [PreviewSource] { [PreviewSource(DayEventsPreviews.self)] + liveActivities.map(PreviewSource.init) }

    /// The Live Activity samples, checked in each presentation on every device that shows it.
    public static var liveActivities: [RegisteredLiveActivity] { [DeliveryActivityWidget.registration] }

    /// The Today-widget samples (iOS 10+ display modes).
    public static var todayWidgets: [RegisteredTodayWidget] {
        [
            RegisteredTodayWidget(name: "TodayDayEvents", summary: "Day events with adaptive row heights") { TodayDayEventsController() },
            RegisteredTodayWidget(name: "TodayDayEventsFixedRows", summary: "Day events with fixed 55 pt rows: broken on purpose") {
                TodayDayEventsFixedRowsController()
            },
            RegisteredTodayWidget(name: "TodayGrid", summary: "Eight grid items: expandable") { TodayGridController(count: 8) },
            RegisteredTodayWidget(name: "TodayGridFour", summary: "Four grid items: compact only") { TodayGridController(count: 4) },
        ]
    }
}
