import Foundation
import WidgetryReference
import WidgetryUI

/// The entry points the `simulate` command calls.
public enum Simulation {
    /// Why a widget cannot be simulated.
    public enum Failure: Error, CustomStringConvertible {
        /// The widget's body has no configuration with content.
        case noConfiguration(String)
        /// The widget does not offer the family.
        case familyNotSupported(WidgetFamily, kind: String, supported: [WidgetFamily])
        /// The device has no widgets of the family.
        case familyNotOnDevice(WidgetFamily, DeviceProfile)

        public var description: String {
            switch self {
            case .noConfiguration(let name): return "widget '\(name)' has no configuration to simulate"
            case .familyNotSupported(let family, let kind, let supported):
                return "widget '\(kind)' does not support \(family); its supportedFamilies are: \(supported.map(\.caseName).joined(separator: ", "))"
            case .familyNotOnDevice(let family, let device):
                return "\(device.name) has no \(family) widgets; choose one of: \(device.supportedFamilies.map(\.caseName).joined(separator: ", "))"
            }
        }
    }

    /// Simulates `widget` in `family` for `days` days from `start`.
    public static func run(widget: RegisteredWidget, family: WidgetFamily = .systemSmall, days: Double = 1,
                           start: Date, device: DeviceProfile = DeviceCatalog.defaultDevice,
                           configuration: SimulationConfiguration = SimulationConfiguration()) throws -> SimulationRun {
        try simulator(widget: widget, family: family, device: device, configuration: configuration)
            .run(start: start, duration: days * 86_400)
    }

    /// Simulates `widget` and returns the run with its filmstrip: the view on screen at each moment the
    /// widget changed, to render at that moment (`WidgetRenderer.layout(_:cell:options:assets:now:)`).
    public static func runWithFilmstrip(widget: RegisteredWidget, family: WidgetFamily = .systemSmall, days: Double = 1,
                                        start: Date, device: DeviceProfile = DeviceCatalog.defaultDevice,
                                        configuration: SimulationConfiguration = SimulationConfiguration()) throws -> (run: SimulationRun, filmstrip: [FilmstripFrame]) {
        let simulator = try simulator(widget: widget, family: family, device: device, configuration: configuration)
        let run = simulator.run(start: start, duration: days * 86_400)
        return (run, simulator.filmstrip(for: run))
    }

    /// A host for `widget` in `family` on `device`, checked like a render would be.
    public static func simulator(widget: RegisteredWidget, family: WidgetFamily, device: DeviceProfile = DeviceCatalog.defaultDevice,
                                 configuration: SimulationConfiguration = SimulationConfiguration()) throws -> WidgetHostSimulator {
        guard let descriptor = widget.makeDescriptor() else { throw Failure.noConfiguration(widget.typeName) }
        guard descriptor.options.supportedFamilies.contains(family) else {
            throw Failure.familyNotSupported(family, kind: descriptor.kind, supported: descriptor.options.supportedFamilies)
        }
        guard let size = device.size(for: family) else { throw Failure.familyNotOnDevice(family, device) }
        return WidgetHostSimulator(source: TimelineSource(descriptor: descriptor), family: family, displaySize: size,
                                   configuration: configuration)
    }
}
