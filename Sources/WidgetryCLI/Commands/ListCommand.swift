import ArgumentParser
import WidgetryCheck
import WidgetryKit
import WidgetryToday
import WidgetryReference

/// `widgetry list`: the widgets, families, devices and size categories a command accepts.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List widgets, families, devices and size categories.")

    @OptionGroup(title: "Widget code from a project or folders") var source: SourceOptions

    func run() throws {
        try source.forwardIfGiven(command: "list")
        print("Widgets:")
        for widget in CommandCatalog.current.widgets {
            let descriptor = widget.makeDescriptor()
            let families = descriptor?.options.supportedFamilies.map(\.caseName).joined(separator: ", ") ?? "-"
            print("  \(widget.name)  [\(families)]  \(descriptor?.options.displayName ?? "")")
        }
        if !CommandCatalog.today.isEmpty {
            print("\nToday widgets (`widgetry today`):")
            for widget in CommandCatalog.today { print("  \(widget.name)  \(widget.summary)") }
        }
        if !CommandCatalog.previews.isEmpty {
            print("\nPreviews (checked and drawn with the widgets):")
            for preview in CommandCatalog.previews { print("  \(preview.name)") }
        }
        print("\nFamilies:\n  " + WidgetFamily.allCases.map(\.caseName).joined(separator: ", "))
        print("\nDevices:")
        for device in DeviceCatalog.all {
            let screen = "\(Int(device.screenSize.width))×\(Int(device.screenSize.height)) @\(device.defaultScale)x"
            let derived = device.derivation == nil ? "" : "  (widget sizes derived: Apple publishes none yet)"
            print("  \(device.name.padding(toLength: 38, withPad: " ", startingAt: 0)) \(screen)  also: \(device.aliases.joined(separator: ", "))\(derived)")
        }
        print("\nSize categories:\n  " + DynamicTypeSize.allCases.map(\.argumentName).joined(separator: ", "))
        let range = DynamicTypeSize.widgetSupportedRange
        print("  (widgets show \(range.lowerBound.argumentName)…\(range.upperBound.argumentName); smaller sizes render as \(range.lowerBound.argumentName))")
        print("\nPresentation contexts (--context):")
        for context in PresentationContext.allCases {
            let families = WidgetFamily.allCases.filter { context.shows($0, on: .phone) || context.shows($0, on: .pad) }.map(\.caseName)
            print("  \(context.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)) \(context.introducedIn.padding(toLength: 7, withPad: " ", startingAt: 0))  \(context.renderingMode.rawValue), \(families.joined(separator: ", "))")
        }
    }
}
