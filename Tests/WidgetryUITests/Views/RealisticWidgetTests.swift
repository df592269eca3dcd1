import Foundation
import Testing
import WidgetryReference
@testable import WidgetryUI

/// A widget view written exactly as for iOS (only the import differs): stacks, GeometryReader, `Text +`,
/// custom fonts, `@Environment(\.colorScheme)` and a `switch` over `@Environment(\.widgetFamily)`.
private struct WeatherView: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            summary
        default:
            HStack(spacing: 12) {
                summary
                Divider()
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(["Mon 24°", "Tue 22°", "Wed 19°"], id: \.self) { Text($0).font(.caption) }
                }
            }
        }
    }

    var summary: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 2) {
                Text("Cupertino").font(.custom("Inter-SemiBold", size: 15, relativeTo: .headline))
                (Text("24").font(.custom("Inter-Bold", size: 44, relativeTo: .largeTitle)) + Text("°C").font(.caption))
                    .foregroundColor(colorScheme == .dark ? .white : .black)
                Spacer(minLength: 0)
                Text("Sunny").font(.footnote).foregroundStyle(.secondary)
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .leading)
        }
    }
}

@Suite struct RealisticWidgetTests {
    /// iPhone 16 (393×852) widget sizes from Reference/widget-sizes.json, less the 16 pt margins.
    private func render(_ family: WidgetFamily, _ scheme: ColorScheme) -> LayoutResult {
        let size = DeviceCatalog.defaultDevice.size(for: family)!
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        environment.colorScheme = scheme
        return LayoutEngine.layout(WeatherView(), canvasSize: size, contentRect: CGRect(origin: .zero, size: size).insetBy(dx: 16, dy: 16),
                                   environment: environment)
    }

    @Test("Small and medium lay out within the widget, light and dark, with no truncation",
          arguments: [WidgetFamily.systemSmall, .systemMedium], [ColorScheme.light, .dark])
    func fits(family: WidgetFamily, scheme: ColorScheme) {
        let result = render(family, scheme)
        let bounds = CGRect(origin: .zero, size: result.canvasSize)
        for (element, text) in result.texts {
            #expect(!text.measurement.isTruncated, "\(element.path)")
            #expect(bounds.contains(element.frame), "\(element.path) at \(element.frame)")
        }
        let figure = result.texts.first { $0.text.string == "24°C" }!
        #expect(figure.text.text.runs[0].color == (scheme == .dark ? .white : .black))
    }

    @Test("The medium family adds the forecast column beside the summary")
    func mediumAddsForecast() {
        #expect(render(.systemSmall, .light).texts.count == 3)
        let medium = render(.systemMedium, .light)
        #expect(medium.texts.count == 6)
        let city = medium.texts.first { $0.text.string == "Cupertino" }!.element.frame
        let monday = medium.texts.first { $0.text.string == "Mon 24°" }!.element.frame
        #expect(monday.minX > city.maxX)
    }
}
