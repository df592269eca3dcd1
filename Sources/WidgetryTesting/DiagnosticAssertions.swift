import Foundation
import WidgetryCheck
import WidgetryFindings
import WidgetryPipeline
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// The slice of the matrix an assertion checks: by default one device, every text size, light and dark,
/// in every context the family appears in.
public struct MatrixSlice: Sendable {
    /// The families; `nil` for the widget's supported families.
    public var families: [WidgetFamily]?
    /// The devices.
    public var devices: [DeviceProfile]
    /// The text sizes (a widget runs those it supports: Large…AX5).
    public var sizes: [DynamicTypeSize]
    /// Light, dark or both.
    public var appearances: [ColorScheme]
    /// The presentation contexts; `nil` for every context each family appears in.
    public var contexts: [PresentationContext]?
    /// The languages of localized text (`.language("de")`, `.pseudo(.doubleLength)`); `nil` shows text as written.
    public var locales: [CellLocale]?

    /// A slice; `families: nil` takes the widget's supported families, `contexts: nil` every context.
    public init(families: [WidgetFamily]? = nil, devices: [DeviceProfile] = [DeviceCatalog.defaultDevice],
                sizes: [DynamicTypeSize] = DynamicTypeSize.allCases, appearances: [ColorScheme] = ColorScheme.allCases,
                contexts: [PresentationContext]? = nil, locales: [CellLocale]? = nil) {
        self.families = families; self.devices = devices; self.sizes = sizes; self.appearances = appearances
        self.contexts = contexts
        self.locales = locales
    }

    var matrix: CheckMatrix {
        var matrix = CheckMatrix(widgets: [], families: families, devices: devices, sizes: sizes, appearances: appearances, contexts: contexts)
        matrix.locales = locales
        return matrix
    }
}

/// Fails the current test (XCTest or Swift Testing) when `widget` has a diagnostic at or above `severity`
/// anywhere in `slice`; the failure message is the check's grouped summary. Returns the report.
@discardableResult
public func assertNoDiagnostics<W: Widget>(_ widget: W.Type, in slice: MatrixSlice = MatrixSlice(), atOrAbove severity: Severity = .warning,
                                           assets: AssetCatalog = AssetCatalog(), fileID: String = #fileID, filePath: StaticString = #filePath,
                                    line: UInt = #line, column: UInt = #column) -> CheckReport {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var matrix = slice.matrix
    matrix.widgets = [RegisteredWidget(widget, assets: assets)]
    let report = MatrixRunner().report(matrix)
    if report.cellCount == 0 {
        TestFailureReporter.fail("no cells were checked: the widget supports none of the families \(slice.families ?? []) on \(slice.devices.map(\.name))", at: location)
    } else if report.hasProblems(atOrAbove: severity) {
        TestFailureReporter.fail("widget \(W.self) has diagnostics at or above \(severity):\n\(report.summary())", at: location)
    }
    return report
}

/// Fails the current test when `view`, laid out as a widget of `family` with `options` (content margins
/// included), has a finding at or above `severity` at any text size and appearance in `slice`. The view
/// goes through the same pipeline as `widgetry check`, so the findings are the ones the check reports.
@discardableResult
public func assertNoDiagnostics<V: View>(_ view: @autoclosure () -> V, family: WidgetFamily, in slice: MatrixSlice = MatrixSlice(),
                                         atOrAbove severity: Severity = .warning, options: WidgetOptions = WidgetOptions(),
                                         assets: AssetCatalog = AssetCatalog(), pipeline: CellPipeline = CellPipeline(),
                                         fileID: String = #fileID, filePath: StaticString = #filePath,
                                         line: UInt = #line, column: UInt = #column) -> [Finding] {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var found: [Finding] = []
    var lines: [String] = []
    for device in slice.devices {
        for cell in slice.matrix.cells(for: family, on: device) {
            let rendered = pipeline.render(AnyView(view()), named: "\(V.self)", in: cell, options: options, assets: assets)
            for finding in rendered.findings(atOrAbove: severity) {
                found.append(finding)
                lines.append("\(cell): \(finding.severity.rawValue) at \(finding.path): \(finding.message)")
            }
        }
    }
    if !found.isEmpty {
        TestFailureReporter.fail("the view has \(found.count) diagnostics at or above \(severity):\n" + lines.prefix(20).joined(separator: "\n"), at: location)
    }
    return found
}

/// Fails the current test unless a tap at `point` (widget points) on `widget` in `cell` opens `expected`:
/// the topmost `Link` there in families that honour links, else the `widgetURL`, else `nil` (the app
/// opens). The tap map is the one the gallery and the server show. Returns the URL the tap opens.
@discardableResult
public func assertTap<W: Widget>(_ widget: W.Type, at point: CGPoint, in cell: WidgetCell, opens expected: URL?,
                                 assets: AssetCatalog = AssetCatalog(), fileID: String = #fileID, filePath: StaticString = #filePath,
                                 line: UInt = #line, column: UInt = #column) -> URL? {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let rendered = CellPipeline().render(RegisteredWidget(widget, assets: assets), in: cell)
    if let failure = rendered.failure {
        TestFailureReporter.fail("\(W.self) could not be rendered in \(cell): \(failure.message)", at: location)
        return nil
    }
    let opened = rendered.tapTargets?.url(at: point)
    if opened != expected {
        TestFailureReporter.fail("a tap at (\(point.x), \(point.y)) on \(W.self) in \(cell) opens \(opened?.absoluteString ?? "the app"), "
            + "not \(expected?.absoluteString ?? "the app")", at: location)
    }
    return opened
}
