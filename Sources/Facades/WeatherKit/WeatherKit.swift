// `import WeatherKit`: `WeatherService` and the weather types compiled as on iOS; requests throw
// ("WeatherKit is unavailable in Widgetry; supply fixture data"), see docs/compatibility.md.
@_exported import Foundation
@_exported import WidgetryWeatherKit
@_exported import CoreLocation
